import { PaymentProviderError, type CheckoutState } from '../../adapters/payments/payment-gateway';
import { inTransaction } from '../../db/transaction';
import type { Orm } from '../../db/database';
import { endHold, type HoldEnd } from './hold-end.service';
import type { SessionRow } from '../webinars/webinars.module';
import type { RegistrationRow } from './registrations.repository';
import type { RsvpDeps } from './rsvp.ports';
import type { OfferFreedSeats } from './seat-release.service';

/** Work done in the transaction that ended the hold (e.g. telling the attendee), so it happens once. */
export type OnHoldEnded = (db: Orm, ended: RegistrationRow, session: SessionRow) => Promise<void>;

/**
 * Ends a pending registration's hold: closes its checkout at the provider first, so it can no
 * longer be paid. A checkout that turns out to be paid already goes through payments' intake instead.
 * Resolves true when this call ended the hold.
 */
export function createCloseCheckout(
  deps: Pick<RsvpDeps, 'orm' | 'webinars' | 'payments' | 'mail' | 'domainEvents' | 'promoCodes' | 'now' | 'log'>,
  offerFreedSeats: OfferFreedSeats,
) {
  return async function closeCheckout(row: RegistrationRow, reason: HoldEnd, onEnded?: OnHoldEnded): Promise<boolean> {
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
        return false;
      }
    }
    const ended = await inTransaction(deps.orm, async (db) => {
      const session = await deps.webinars.lock(db, row.sessionId);
      const done = await endHold(deps, db, row.id, reason, deps.now());
      if (!done) return false;
      await offerFreedSeats(db, row.sessionId);
      if (session) await onEnded?.(db, done, session);
      return true;
    });
    deps.mail.kick();
    deps.domainEvents.kick();
    return ended;
  };
}
export type CloseCheckout = ReturnType<typeof createCloseCheckout>;
