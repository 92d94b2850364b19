import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { sourceKey, sourceKind } from '../../db/local-day';
import { attendedSql } from './attendance.repository';
import { attendance } from './attendance.tables';
import { bookingSource as source } from './registration-figures.repository';
import { registrations } from './rsvp.tables';

const paidNow = sql`${registrations.status} = 'paid'`;
const count = (filter: SQL) => sql<number>`(count(*) filter (where ${filter}))::int`;

/** How a session's seats were used: the admin's attendance figures and the KPI's, counted the same way. */
export interface SessionAttendanceFigures {
  sessionId: number;
  /** Registrations made, any status. */
  registered: number;
  /** Seats paid and still held. */
  paid: number;
  /** Paid seats whose link was opened while the doors were open. */
  joined: number;
  /** Paid seats joined or marked by hand. */
  attended: number;
  /** Paid seats whose holder played the replay. */
  replayWatched: number;
}

/** Attendance counted over registrations and their attendance rows (docs/product.md, Attendance; KPI). */
export const attendanceFigures = {
  /** The figures of each of these sessions (sessions without registrations are left out). */
  async attendanceBySession(db: Orm, sessionIds: readonly number[]): Promise<SessionAttendanceFigures[]> {
    if (sessionIds.length === 0) return [];
    const rows = await db
      .select({
        sessionId: registrations.sessionId,
        registered: sql<number>`count(*)::int`,
        paid: count(paidNow),
        joined: count(sql`${paidNow} and ${attendance.joinCount} > 0`),
        attended: count(sql`${paidNow} and ${attendedSql}`),
        replayWatched: count(sql`${paidNow} and ${attendance.replayFirstWatchedAt} is not null`),
      })
      .from(registrations)
      .leftJoin(attendance, sql`${attendance.registrationId} = ${registrations.id}`)
      .where(inArray(registrations.sessionId, [...sessionIds]))
      .groupBy(registrations.sessionId);
    return rows.map((row) => ({
      sessionId: row.sessionId,
      registered: Number(row.registered),
      paid: Number(row.paid),
      joined: Number(row.joined),
      attended: Number(row.attended),
      replayWatched: Number(row.replayWatched),
    }));
  },

  /**
   * The seats paid and still held of these sessions by the booking's source (the KPI's attribution
   * rule), and how many were attended; `key` is the campaign's id for an email campaign, else null.
   */
  async attendanceBySource(db: Orm, sessionIds: readonly number[]) {
    if (sessionIds.length === 0) return [];
    const kind = sourceKind(source);
    const rows = await db
      .select({
        kind: sql<string | null>`${kind}`,
        key: sql<string | null>`case when ${kind} = 'campaign' then ${sourceKey(source)} end`,
        paid: sql<number>`count(*)::int`,
        attended: count(attendedSql),
      })
      .from(registrations)
      .leftJoin(attendance, sql`${attendance.registrationId} = ${registrations.id}`)
      .where(sql`${inArray(registrations.sessionId, [...sessionIds])} and ${paidNow}`)
      .groupBy(sql`1, 2`);
    return rows.map((row) => ({
      kind: row.kind,
      key: row.key,
      paid: Number(row.paid),
      attended: Number(row.attended),
    }));
  },
};
