import type { DomainEventPayload } from '../../core/events/event-types';
import type { Orm } from '../../db/database';
import { registrationsRepository as registrations, type RegistrationRow } from './registrations.repository';
import type { RsvpDeps } from './rsvp.ports';

/**
 * Why a hold ended: it ran out (`expired`), the visitor left the checkout (`released`), or an admin or
 * a cancelled session ended it (`cancelled`). Only running out reads "Expired"; a visitor who cancelled
 * at the checkout and a cancellation both leave the registration `cancelled` (docs/product.md,
 * Webinar seats).
 */
export type HoldEnd = DomainEventPayload<'rsvp.expired'>['reason'];

/**
 * Ends a pending registration's hold on `db` (the caller's transaction, holding the session's lock)
 * and publishes `rsvp.expired` with it; a promo code's use goes back in the same transaction. Resolves the row when this call ended it, undefined when the
 * registration was no longer pending. The caller frees the seat and kicks the bus after commit.
 */
export async function endHold(
  deps: Pick<RsvpDeps, 'domainEvents' | 'promoCodes'>,
  db: Orm,
  id: number,
  reason: HoldEnd,
  now: Date,
): Promise<RegistrationRow | undefined> {
  const to = reason === 'expired' ? 'expired' : 'cancelled';
  const stamp = to === 'cancelled' ? { cancelledAt: now } : { expiredAt: now };
  const ended = await registrations.transition(db, id, ['pending'], to, stamp, now);
  if (ended) {
    // A seat booked with a promo code gives its use back (docs/product.md, Promo codes).
    await deps.promoCodes.released(db, ended.id);
    await deps.domainEvents.publish(db, 'rsvp.expired', {
      registrationId: ended.id,
      sessionId: ended.sessionId,
      reason,
    });
  }
  return ended;
}
