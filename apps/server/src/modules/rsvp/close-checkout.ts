import { PaymentProviderError, type CheckoutState } from '../../adapters/payments/payment-gateway';
import { inTransaction } from '../../db/transaction';
import { registrationsRepository as registrations, type RegistrationRow } from './registrations.repository';
import type { RsvpDeps } from './rsvp-deps';
import type { OfferFreedSeats } from './seat-release';

/**
 * Ends a pending registration's hold: closes its checkout at the provider first, so it can no
 * longer be paid. A checkout that turns out to be paid already goes through payments' intake instead.
 */
export function createCloseCheckout(
  deps: Pick<RsvpDeps, 'orm' | 'events' | 'payments' | 'mail' | 'now' | 'log'>,
  offerFreedSeats: OfferFreedSeats,
) {
  return async function closeCheckout(row: RegistrationRow, to: 'expired' | 'cancelled' = 'expired'): Promise<void> {
    if (row.checkoutSessionId) {
      let state: CheckoutState | undefined;
      try {
        state = await deps.payments.expireCheckout(row.checkoutSessionId);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // Unreachable provider: release anyway; a payment that still lands is reconciled later.
        deps.log.warn({ err: error, registrationId: row.id }, 'could not close the checkout at the provider');
      }
      if (state?.status === 'complete' && state.paymentStatus !== 'unpaid') {
        await deps.payments.intake({ id: `close:${state.id}:completed`, type: 'checkout.completed', checkout: state });
        return;
      }
    }
    await inTransaction(deps.orm, async (db) => {
      await deps.events.lock(db, row.sessionId);
      const now = deps.now();
      const stamp = to === 'expired' ? { expiredAt: now } : { cancelledAt: now };
      const done = await registrations.transition(db, row.id, ['pending'], to, stamp, now);
      if (done) await offerFreedSeats(db, row.sessionId);
    });
    deps.mail.kick();
  };
}
export type CloseCheckout = ReturnType<typeof createCloseCheckout>;
