import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { seatCounts } from './seat-counts.repository';

/**
 * What a new hold is decided on, read in one statement after the session's and the source's locks
 * (registration.service.ts): the session's taken seats, and this booker's and this source's own
 * bookings. One round trip inside the locks instead of five keeps the session's lock short.
 */
export interface BookingState {
  seatsPaid: number;
  seatsHeld: number;
  /** The email already has a paid seat in the session. */
  paidForEmail: boolean;
  /** The email's unpaid holds in the session still running, oldest first (their ids). */
  pendingForEmail: number[];
  /** Unpaid holds still running that the source asked for, in this session and in every session. */
  sourceInSession: number;
  sourceEverywhere: number;
}

interface StateRow {
  seats_paid: number;
  seats_held: number;
  paid_for_email: boolean;
  pending_for_email: number[];
  source_in_session: number;
  source_everywhere: number;
}

export async function readBookingState(
  db: Orm,
  booking: { sessionId: number; email: string; sourceKey: string; now: Date },
): Promise<BookingState> {
  const { sessionId, email, sourceKey } = booking;
  const at = booking.now.toISOString();
  const seats = seatCounts(booking.now, sql`${sessionId}::int`);
  const sameBooker = sql`r.session_id = ${sessionId} and lower(r.email) = lower(${email})`;
  const liveFromSource = sql`r.source_key = ${sourceKey} and r.status = 'pending' and r.hold_expires_at > ${at}::timestamptz`;
  const result = await db.execute(sql`select ${seats.seatsPaid} as seats_paid, ${seats.seatsHeld} as seats_held,
      exists (select 1 from registrations r where ${sameBooker} and r.status = 'paid') as paid_for_email,
      coalesce((select array_agg(r.id order by r.id) from registrations r
        where ${sameBooker} and r.status = 'pending' and r.hold_expires_at > ${at}::timestamptz), '{}') as pending_for_email,
      (select count(*)::int from registrations r where ${liveFromSource} and r.session_id = ${sessionId}) as source_in_session,
      (select count(*)::int from registrations r where ${liveFromSource}) as source_everywhere`);
  const [row] = (result as unknown as { rows: StateRow[] }).rows;
  if (!row) throw new Error('the booking state query returned no row');
  return {
    seatsPaid: Number(row.seats_paid),
    seatsHeld: Number(row.seats_held),
    paidForEmail: row.paid_for_email,
    pendingForEmail: row.pending_for_email.map(Number),
    sourceInSession: Number(row.source_in_session),
    sourceEverywhere: Number(row.source_everywhere),
  };
}
