import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { referralClicks } from './referral-links.tables';

export interface NewClick {
  ownerId: number;
  kind: string;
  sub: string;
  visitorHash: string;
  day: string;
  at: Date;
}

export interface ClickCountRow {
  kind: string;
  sub: string;
  total: number;
  recent: number;
}

/** Clicks per owner and UTC day. */
export interface DailyClicks {
  ownerId: number;
  day: string;
  count: number;
}

export const referralLinksRepository = {
  /** Whether this visitor's click for this owner was already counted on `day` (any link or page). */
  async countedOn(db: Orm, ownerId: number, visitorHash: string, day: string): Promise<boolean> {
    const rows = await db
      .select({ id: referralClicks.id })
      .from(referralClicks)
      .where(
        and(
          eq(referralClicks.ownerId, ownerId),
          eq(referralClicks.visitorHash, visitorHash),
          eq(referralClicks.day, day),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** Clicks of one owner (everyone's when absent) on the days from `from` to `to` inclusive. */
  async daily(db: Orm, range: { from: string; to: string; ownerId?: number }): Promise<DailyClicks[]> {
    const rows = await db
      .select({ ownerId: referralClicks.ownerId, day: referralClicks.day, count: sql<number>`count(*)::int` })
      .from(referralClicks)
      .where(
        and(
          range.ownerId === undefined ? undefined : eq(referralClicks.ownerId, range.ownerId),
          sql`${referralClicks.day} between ${range.from} and ${range.to}`,
        ),
      )
      .groupBy(referralClicks.ownerId, referralClicks.day);
    return rows.map((row) => ({ ownerId: row.ownerId, day: row.day, count: Number(row.count) }));
  },

  /** Records a click; false when this visitor already clicked this link (and tag) today. */
  async recordClick(db: Orm, click: NewClick): Promise<boolean> {
    const inserted = await db
      .insert(referralClicks)
      .values(click)
      .onConflictDoNothing()
      .returning({ id: referralClicks.id });
    return inserted.length > 0;
  },

  /** Clicks of one owner per kind and tag: all of them, and those at or after `since`. */
  async counts(db: Orm, ownerId: number, since: Date): Promise<ClickCountRow[]> {
    const rows = await db
      .select({
        kind: referralClicks.kind,
        sub: referralClicks.sub,
        total: sql<number>`count(*)::int`,
        recent: sql<number>`(count(*) filter (where ${referralClicks.at} >= ${since.toISOString()}))::int`,
      })
      .from(referralClicks)
      .where(eq(referralClicks.ownerId, ownerId))
      .groupBy(referralClicks.kind, referralClicks.sub);
    return rows.map((row) => ({ ...row, total: Number(row.total), recent: Number(row.recent) }));
  },
};
