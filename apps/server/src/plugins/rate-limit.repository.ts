import { lt, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { rateLimitCounters } from './rate-limit.tables';

const KEEP_EXPIRED_MS = 60 * 60_000;

/** SQL of the shared rate-limit counters; windows are timed by the database's clock, one for all instances. */
export const rateLimitRepository = {
  /**
   * Counts one hit of `key` in one statement: a new or expired window starts at 1 and ends in
   * `windowMs`; otherwise the count goes up. Resolves the count and the window's time left.
   */
  async hit(db: Orm, key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
    const fresh = sql`now() + make_interval(secs => ${windowMs / 1000})`;
    const expired = sql`${rateLimitCounters.resetAt} <= now()`;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, resetAt: fresh })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({
        hits: rateLimitCounters.hits,
        ttlMs: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.resetAt} - now()) * 1000))::int`,
      });
    return row ?? { hits: 1, ttlMs: windowMs };
  },

  /** Removes windows that ended over an hour ago (housekeeping); resolves how many. */
  async pruneExpired(db: Orm): Promise<number> {
    const rows = await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.resetAt, sql`now() - make_interval(secs => ${KEEP_EXPIRED_MS / 1000})`))
      .returning({ key: rateLimitCounters.key });
    return rows.length;
  },
};
