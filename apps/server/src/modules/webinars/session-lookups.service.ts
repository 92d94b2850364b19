import type { Orm } from '../../db/database';
import { webinarsRepository, type SeatCountsQuery } from './webinars.repository';

/**
 * What other modules read of sessions, each on the caller's handle: RSVP locks the session a seat
 * is for inside its own transaction, reads sessions beside its registrations, and selects the
 * cancelled ones in its refund query.
 */
export function createSessionLookups(seatCounts: SeatCountsQuery) {
  const { lock, findById, findByIds, scheduledStartingBetween, cancelledIds } = webinarsRepository;
  return {
    lock,
    findById,
    findByIds,
    scheduledStartingBetween,
    cancelledIds,
    findWithSeats: (db: Orm, id: number, now: Date) => webinarsRepository.findWithSeats(db, seatCounts, id, now),
  };
}
export type SessionLookups = ReturnType<typeof createSessionLookups>;
