import { asc, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { dayAt, dayBucket, inRange, type DayRange } from '../../db/local-day';
import { paymentRefunds, payments } from './payments.tables';

/** The ledger's money per day of the business's time zone, for the KPI (docs/product.md, KPI and visit counting). */
export const paymentFigures = {
  /** When the first payment was made, or null before any (Sales' totals start there). */
  async firstPaidAt(db: Orm): Promise<Date | null> {
    const [row] = await db.select({ at: payments.paidAt }).from(payments).orderBy(asc(payments.paidAt)).limit(1);
    return row?.at ?? null;
  },

  /** Payments by the day they were paid and their kind: how many and how much. */
  async paidDaily(db: Orm, range: DayRange) {
    const rows = await db
      .select({
        bucket: dayBucket(payments.paidAt, range),
        kind: payments.kind,
        count: sql<number>`count(*)::int`,
        cents: sql<string>`sum(${payments.amountCents})`,
      })
      .from(payments)
      .where(inRange(payments.paidAt, range))
      .groupBy(sql`1, 2`);
    return rows.map((row) => ({
      day: dayAt(range, row.bucket),
      kind: row.kind,
      count: Number(row.count),
      cents: Number(row.cents),
    }));
  },

  /** What went back, by the day of each refund (a partial refund counts on its own day). */
  async refundedDaily(db: Orm, range: DayRange) {
    const rows = await db
      .select({
        bucket: dayBucket(paymentRefunds.refundedAt, range),
        cents: sql<string>`sum(${paymentRefunds.amountCents})`,
      })
      .from(paymentRefunds)
      .where(inRange(paymentRefunds.refundedAt, range))
      .groupBy(sql`1`);
    return rows.map((row) => ({ day: dayAt(range, row.bucket), cents: Number(row.cents) }));
  },
};
