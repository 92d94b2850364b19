import { randomBytes } from 'node:crypto';
import type { Orm } from '../../db/database';
import { seatsLeft } from '../webinars/webinars.module';
import type { RsvpDeps } from './rsvp.ports';
import type { SeatEmails } from './seat-emails.service';
import { waitlistRepository } from './waitlist.repository';

/**
 * A seat came free in `sessionId` (expiry, cancellation, refund, lapsed offer): offer free seats to
 * the people waiting, oldest first, each once. Runs inside the caller's transaction, which holds the
 * session's row lock, so two releases cannot offer the same seat twice.
 */
export function createSeatRelease(deps: Pick<RsvpDeps, 'webinars' | 'waitlistOfferHours' | 'now'>, emails: SeatEmails) {
  return async function offerFreedSeats(db: Orm, sessionId: number): Promise<number> {
    const session = await deps.webinars.lock(db, sessionId);
    const now = deps.now();
    if (!session || session.status !== 'scheduled' || session.startsAt <= now) return 0;
    let offered = 0;
    for (;;) {
      const seats = await deps.webinars.findWithSeats(db, sessionId, now);
      if (!seats || seatsLeft(seats) === 0) break;
      const next = await waitlistRepository.nextWaiting(db, sessionId);
      if (!next) break;
      // An offer never outlives the session's start.
      const expiry = new Date(
        Math.min(now.getTime() + deps.waitlistOfferHours * 3_600_000, session.startsAt.getTime()),
      );
      const entry = await waitlistRepository.markOffered(
        db,
        next.id,
        randomBytes(24).toString('base64url'),
        now,
        expiry,
      );
      if (!entry) continue;
      await emails.waitlistOffer(db, entry, session);
      offered += 1;
    }
    return offered;
  };
}
export type OfferFreedSeats = ReturnType<typeof createSeatRelease>;
