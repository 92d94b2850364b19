import { PaymentProviderError, type CheckoutState } from '../../adapters/payments/payment-gateway';
import type { Orm } from '../../db/database';
import { seatsLeft, type SessionRow } from '../webinars/webinars.module';
import type { AfterCommit, KindContext, PaidContext, PaymentKindHandler } from '../payments/payments.module';
import { registrationsRepository as registrations, type RegistrationRow } from './registrations.repository';
import { endHold } from './hold-end.service';
import type { RsvpDeps } from './rsvp.ports';
import { seatSubject } from './seat-payment-kind.rules';
import type { SeatEmails } from './seat-emails.service';
import type { OfferFreedSeats } from './seat-release.service';
import type { SeatRefund } from './seat-refund.service';

/**
 * The seat's payment handler: the only code that turns a payment into a seat. Payments' intake
 * calls it for every event of a seat checkout (Stripe webhook, TEST MODE checkout, reconciliation),
 * once per event id and inside the transaction that records the event; every step checks the
 * registration's state, so any number of deliveries in any order ends the same way.
 */
export function createSeatPaymentHandler(
  deps: Pick<RsvpDeps, 'webinars' | 'payments' | 'mail' | 'domainEvents' | 'promoCodes' | 'now' | 'log'>,
  emails: SeatEmails,
  offerFreedSeats: OfferFreedSeats,
  refunded: SeatRefund,
): PaymentKindHandler {
  /**
   * Closes the checkouts of holds released by another payment. One that was paid meanwhile goes
   * through the intake like any payment (and is refunded as a second one); an unreachable provider
   * is left to the provider's own expiry, and a late payment to the refund of reconciliation.
   */
  async function closeReleasedCheckouts(ids: string[]) {
    for (const id of ids) {
      try {
        const state = await deps.payments.expireCheckout(id);
        if (state.status === 'complete' && state.paymentStatus !== 'unpaid') {
          await deps.payments.intake({
            id: `close:${state.id}:completed`,
            type: 'checkout.completed',
            checkout: state,
          });
        }
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps.log.warn({ err: error, checkout: id }, 'could not close a released checkout at the provider');
      }
    }
  }

  /**
   * One person, one paid seat per session: once a registration is paid, the other holds taken with
   * the same address for that session end. Their checkouts are closed at the provider after commit.
   */
  async function releaseOtherHolds(db: Orm, paid: RegistrationRow, afterCommit: AfterCommit) {
    const now = deps.now();
    const toClose: string[] = [];
    for (const other of await registrations.pendingForEmail(db, paid.sessionId, paid.email, paid.id)) {
      const done = await endHold(deps, db, other.id, 'expired', now);
      if (done) toClose.push(done.checkoutSessionId ?? '');
    }
    if (toClose.length === 0) return;
    await offerFreedSeats(db, paid.sessionId);
    afterCommit(() => closeReleasedCheckouts(toClose.filter(Boolean)));
  }

  async function markPaid(db: Orm, registration: RegistrationRow, session: SessionRow, paid: PaidContext) {
    if (registration.status === 'paid') return;
    const { checkout } = paid;
    const now = deps.now();
    const payment = await paid.record({
      subject: seatSubject(registration.id),
      description: `Webinar seat: ${session.title}`,
      buyerEmail: registration.email,
      buyerName: `${registration.firstName} ${registration.lastName}`,
      affiliateId: registration.affiliateId,
    });
    // A second payment for an address that already has a paid seat in this session buys nothing: the
    // registration ends (if it still held a seat) and reconciliation refunds the payment.
    if (await registrations.paidForEmail(db, session.id, registration.email, registration.id)) {
      deps.log.warn(
        { registrationId: registration.id },
        'a second payment for the same person and session; refund due',
      );
      const ended = await endHold(deps, db, registration.id, 'expired', now);
      if (ended) await offerFreedSeats(db, session.id);
      return;
    }
    // A payment that lands after the hold lapsed keeps the seat only if one is still free; otherwise
    // the payment stays recorded against the expired registration and reconciliation refunds it.
    const from = registration.status === 'pending' ? ['pending' as const] : ['expired' as const];
    if (registration.status === 'expired') {
      const seats = await deps.webinars.findWithSeats(db, session.id, now);
      const open = session.status === 'scheduled' && session.startsAt > now && seats && seatsLeft(seats) > 0;
      if (!open) {
        deps.log.warn({ registrationId: registration.id }, 'payment arrived after the seat was released; refund due');
        return;
      }
    }
    const row = await registrations.transition(
      db,
      registration.id,
      from,
      'paid',
      {
        paidAt: now,
        checkoutSessionId: checkout.id,
        paymentIntentId: checkout.paymentIntentId,
        confirmationSentAt: now,
      },
      now,
    );
    if (!row) return;
    await deps.promoCodes.paid(db, row.id);
    await deps.domainEvents.publish(db, 'rsvp.paid', {
      registrationId: row.id,
      sessionId: session.id,
      paymentId: payment.id,
      amountCents: payment.amountCents,
      currency: payment.currency,
    });
    await emails.confirmation(db, row, session);
    await releaseOtherHolds(db, row, paid.afterCommit);
  }

  async function release(db: Orm, registration: RegistrationRow, checkoutId: string) {
    if (registration.checkoutSessionId && registration.checkoutSessionId !== checkoutId) return;
    const expired = await endHold(deps, db, registration.id, 'expired', deps.now());
    if (expired) await offerFreedSeats(db, registration.sessionId);
  }

  /** The registration a checkout was opened for, with its session, locked (session first, everywhere). */
  async function locked(db: Orm, context: KindContext) {
    context.afterCommit(() => {
      deps.mail.kick();
      deps.domainEvents.kick();
    });
    const checkout: CheckoutState = context.checkout;
    const reference = checkout.clientReferenceId ?? checkout.metadata.reference;
    const found = reference ? await registrations.byReference(db, reference) : undefined;
    if (!found) {
      deps.log.warn({ eventId: context.eventId, checkout: checkout.id }, 'payment event for an unknown registration');
      return undefined;
    }
    const session = await deps.webinars.lock(db, found.sessionId);
    const registration = await registrations.byId(db, found.id, true);
    return session && registration ? { session, registration } : undefined;
  }

  return {
    async onPaid(db, paid) {
      const found = await locked(db, paid);
      if (found) await markPaid(db, found.registration, found.session, paid);
    },

    async onExpired(db, context) {
      const found = await locked(db, context);
      if (found) await release(db, found.registration, context.checkout.id);
    },

    onRefunded: refunded.onRefunded,
    lockFor: refunded.lockFor,
  };
}
