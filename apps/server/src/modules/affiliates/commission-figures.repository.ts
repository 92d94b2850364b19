import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { dayAt, dayBucket, inRange, type DayRange } from '../../db/local-day';
import { affiliateCommissions } from './affiliates.tables';

/** Commission per day of the business's time zone, for the KPI: earned when paid, less reversals when refunded. */
export const commissionFigures = {
  async daily(db: Orm, range: DayRange) {
    const rows = await db
      .select({
        bucket: dayBucket(affiliateCommissions.createdAt, range),
        cents: sql<string>`sum(${affiliateCommissions.amountCents})`,
      })
      .from(affiliateCommissions)
      .where(inRange(affiliateCommissions.createdAt, range))
      .groupBy(sql`1`);
    return rows.map((row) => ({ day: dayAt(range, row.bucket), cents: Number(row.cents) }));
  },
};
