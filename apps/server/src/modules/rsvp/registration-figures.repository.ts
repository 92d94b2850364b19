import { and, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { dayAt, dayBucket, inRange, sourceKey, sourceKind, type DayRange } from '../../db/local-day';
import { attendedSql } from './attendance.repository';
import { attendance } from './attendance.tables';
import { registrations } from './rsvp.tables';

/** The columns a booking keeps its landing source in (the KPI's attribution rule reads them). */
export const bookingSource = {
  affiliateId: registrations.affiliateId,
  referrerHost: registrations.referrerHost,
  utmSource: registrations.utmSource,
  utmMedium: registrations.utmMedium,
  utmCampaign: registrations.utmCampaign,
};

/** Registrations for the KPI (docs/product.md, KPI and visit counting), by the day they were made. */
export const registrationFigures = {
  /**
   * Registrations made per day by their status now, how many of them were paid (refunded later or
   * not), and of those how many were attended and had their replay watched: one pass over the index
   * on the instant, which holds the first columns, and the attendance rows of the paid ones.
   */
  async dailyByStatus(db: Orm, range: DayRange) {
    const paid = sql`${registrations.paidAt} is not null`;
    const rows = await db
      .select({
        bucket: dayBucket(registrations.createdAt, range),
        status: registrations.status,
        count: sql<number>`count(*)::int`,
        paid: sql<number>`(count(*) filter (where ${paid}))::int`,
        attended: sql<number>`(count(*) filter (where ${paid} and ${attendedSql}))::int`,
        replayWatched: sql<number>`(count(*) filter (where ${paid} and ${attendance.replayFirstWatchedAt} is not null))::int`,
      })
      .from(registrations)
      .leftJoin(attendance, sql`${attendance.registrationId} = ${registrations.id}`)
      .where(inRange(registrations.createdAt, range))
      .groupBy(sql`1, 2`);
    return rows.map((row) => ({
      day: dayAt(range, row.bucket),
      status: row.status,
      count: Number(row.count),
      paid: Number(row.paid),
      attended: Number(row.attended),
      replayWatched: Number(row.replayWatched),
    }));
  },

  /** Paid seats of registrations made in the range, by source; revenue counts the seats not refunded. */
  async paidBySource(db: Orm, range: DayRange) {
    const rows = await db
      .select({
        kind: sourceKind(bookingSource),
        key: sourceKey(bookingSource),
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
