import { and, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { dayAt, dayBucket, inRange, sourceKey, sourceKind, type DayRange } from '../../db/local-day';
import { registrations } from './rsvp.tables';

const source = {
  affiliateId: registrations.affiliateId,
  referrerHost: registrations.referrerHost,
  utmSource: registrations.utmSource,
  utmMedium: registrations.utmMedium,
  utmCampaign: registrations.utmCampaign,
};

/** Registrations for the KPI (docs/product.md, KPI and visit counting), by the day they were made. */
export const registrationFigures = {
  /**
   * Registrations made per day by their status now, and how many of them were paid (refunded later
   * or not): one pass over the index on the instant, which holds both columns.
   */
  async dailyByStatus(db: Orm, range: DayRange) {
    const rows = await db
      .select({
        bucket: dayBucket(registrations.createdAt, range),
        status: registrations.status,
        count: sql<number>`count(*)::int`,
        paid: sql<number>`(count(*) filter (where ${registrations.paidAt} is not null))::int`,
      })
      .from(registrations)
      .where(inRange(registrations.createdAt, range))
      .groupBy(sql`1, 2`);
    return rows.map((row) => ({
      day: dayAt(range, row.bucket),
      status: row.status,
      count: Number(row.count),
      paid: Number(row.paid),
    }));
  },

  /** Paid seats of registrations made in the range, by source; revenue counts the seats not refunded. */
  async paidBySource(db: Orm, range: DayRange) {
    const rows = await db
      .select({
        kind: sourceKind(source),
        key: sourceKey(source),
        paidSeats: sql<number>`count(*)::int`,
        revenueCents: sql<string>`coalesce(sum(${registrations.amountCents}) filter (where ${registrations.status} = 'paid'), 0)`,
      })
      .from(registrations)
      .where(sql`${inRange(registrations.createdAt, range)} and ${registrations.paidAt} is not null`)
      .groupBy(sql`1, 2`);
    return rows.flatMap((row) =>
      row.kind && row.key
        ? [{ kind: row.kind, key: row.key, paidSeats: Number(row.paidSeats), revenueCents: Number(row.revenueCents) }]
        : [],
    );
  },

  /** Seats paid (and not refunded) per session. */
  async paidSeatsBySession(db: Orm, sessionIds: number[]) {
    if (sessionIds.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ sessionId: registrations.sessionId, count: sql<number>`count(*)::int` })
      .from(registrations)
      .where(and(inArray(registrations.sessionId, sessionIds), sql`${registrations.status} = 'paid'`))
      .groupBy(registrations.sessionId);
    return new Map(rows.map((row) => [row.sessionId, Number(row.count)]));
  },
};
