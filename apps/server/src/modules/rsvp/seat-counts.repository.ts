import { sql, type SQL } from 'drizzle-orm';
import { registrations, waitlistEntries } from './rsvp.tables';

/**
 * How a session's seats are taken at `now`: paid registrations, pending ones still inside their hold,
 * and waitlist offers not yet lapsed. Everything that checks capacity counts through these; webinars
 * is given this function at wiring (modules.ts) and selects the counts beside its session rows.
 */
// Spelled out: in a one-table select drizzle prints columns unqualified, which inside the subqueries
// below would bind to the subquery's own table.
const OUTER_SESSION_ID = sql.raw('"webinar_sessions"."id"');

export function seatCounts(now: Date, sessionId: SQL = OUTER_SESSION_ID) {
  const at = now.toISOString();
  return {
    seatsPaid: sql<number>`(select count(*)::int from ${registrations} r
      where r.session_id = ${sessionId} and r.status = 'paid')`,
    seatsHeld: sql<number>`((select count(*)::int from ${registrations} r
        where r.session_id = ${sessionId} and r.status = 'pending' and r.hold_expires_at > ${at}::timestamptz)
      + (select count(*)::int from ${waitlistEntries} w
        where w.session_id = ${sessionId} and w.status = 'offered' and w.offer_expires_at > ${at}::timestamptz))`,
    waitlistCount: sql<number>`(select count(*)::int from ${waitlistEntries} w
      where w.session_id = ${sessionId} and w.status = 'waiting')`,
  };
}
