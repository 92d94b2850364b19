import type { Orm } from '../../db/database';
import { paymentsRepository } from '../payments/payments.repository';
import { registrationsRepository as registrations } from './registrations.repository';
import type { RsvpDeps } from './rsvp-deps';
import type { SeatEmails } from './seat-emails';
import type { OfferFreedSeats } from './seat-release';

/**
 * Records that `totalRefundedCents` of a payment has gone back to the buyer (from our own refund
 * call or the provider's refund event, whichever comes first; the second changes nothing). A full
 * refund frees the seat and tells the attendee once.
 */
export function createRefundLedger(
  deps: Pick<RsvpDeps, 'events' | 'now'>,
  emails: SeatEmails,
  offerFreedSeats: OfferFreedSeats,
) {
  return async function applyRefund(db: Orm, paymentId: number, totalRefundedCents: number): Promise<boolean> {
    const before = await paymentsRepository.byId(db, paymentId);
    if (!before) return false;
    const session = before.registrationId
      ? await registrations
          .byId(db, before.registrationId)
          .then((r) => (r ? deps.events.lock(db, r.sessionId) : undefined))
      : undefined;
    const payment = await paymentsRepository.byId(db, paymentId, true);
    if (!payment) return false;
    const refunded = Math.min(payment.amountCents, Math.max(payment.refundedCents, totalRefundedCents));
    if (refunded === payment.refundedCents) return false;
    const now = deps.now();
    const full = refunded >= payment.amountCents;
    await paymentsRepository.setRefunded(db, payment.id, refunded, full ? 'refunded' : 'partially_refunded', now);
    if (!full || !payment.registrationId || !session) return true;
    const registration = await registrations.byId(db, payment.registrationId, true);
    if (!registration || registration.status === 'refunded') return true;
    const wasPaid = registration.status === 'paid';
    const row = await registrations.update(db, registration.id, { status: 'refunded', refundedAt: now }, now);
    if (session.status === 'cancelled') await emails.sessionCancelled(db, row, session, true);
    // An expired registration's payment never bought a seat (late, or a second one for the same person).
    else await emails.refund(db, row, session, registration.status !== 'expired');
    if (wasPaid) await offerFreedSeats(db, session.id);
    return true;
  };
}
export type ApplyRefund = ReturnType<typeof createRefundLedger>;
