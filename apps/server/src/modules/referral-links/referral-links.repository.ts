import { eq, sql } from 'drizzle-orm';
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

export const referralLinksRepository = {
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
