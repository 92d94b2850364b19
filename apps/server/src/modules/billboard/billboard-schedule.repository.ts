import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { RUNNING_STATUSES } from './billboard.repository';
import { advertiserSubscriptions, billboardCreatives, billboardScheduleMark } from './billboard.tables';

/** SQL of the schedule job: its one-row mark, and whether a creative's or a plan's edge fell in a span. */
export const billboardScheduleRepository = {
  /**
   * The last check, locked for this transaction (concurrent instances take turns); null on the very
   * first look, which creates the mark at `now`.
   */
  async lockMark(db: Orm, now: Date): Promise<Date | null> {
    const created = await db
      .insert(billboardScheduleMark)
      .values({ id: 1, checkedAt: now })
      .onConflictDoNothing()
      .returning({ id: billboardScheduleMark.id });
    if (created.length > 0) return null;
    const [row] = await db.select().from(billboardScheduleMark).where(eq(billboardScheduleMark.id, 1)).for('update');
    return row?.checkedAt ?? null;
  },

  async setMark(db: Orm, at: Date): Promise<void> {
    await db.update(billboardScheduleMark).set({ checkedAt: at }).where(eq(billboardScheduleMark.id, 1));
  },

  /**
   * Whether, after `since` and up to `until`, an approved creative's schedule started or ended, or a
   * running plan stopped serving (its period end, plus the renewal grace unless cancelled).
   */
  async edgeBetween(db: Orm, since: Date, until: Date, graceDays: number): Promise<boolean> {
    const c = billboardCreatives;
    const within = (column: typeof c.startsAt | typeof c.endsAt) => and(gt(column, since), lte(column, until));
    const [creative] = await db
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.status, 'approved'), or(within(c.startsAt), within(c.endsAt))))
      .limit(1);
    if (creative) return true;
    const s = advertiserSubscriptions;
    const servingEnd = sql`${s.currentPeriodEnd} + (case when ${s.status} = 'cancelled' then interval '0'
      else make_interval(days => ${graceDays}) end)`;
    const [plan] = await db
      .select({ id: s.id })
      .from(s)
      .where(
        and(inArray(s.status, [...RUNNING_STATUSES]), sql`${servingEnd} > ${since}`, sql`${servingEnd} <= ${until}`),
      )
      .limit(1);
    return !!plan;
  },
};
