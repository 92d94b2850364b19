import { PaymentProviderError, type CheckoutState } from '../../adapters/payments/payment-gateway';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { seatsLeft } from '../events/seat-counts';
import type { PaymentEvent, PaymentEventHandler } from '../payments/payment-event';
import { paymentsRepository } from '../payments/payments.repository';
import {
  registrationsRepository as registrations,
  type RegistrationRow,
  type SessionRow,
} from './registrations.repository';
import type { RsvpDeps } from './rsvp-deps';
import type { SeatEmails } from './seat-emails';
import type { OfferFreedSeats } from './seat-release';
import type { ApplyRefund } from './refund-ledger';

/**
 * Fulfilment: the only code that turns a payment into a seat. The Stripe webhook, the local TEST
 * MODE checkout and the reconciliation job all call `handle`; each event id applies once, and every
 * step checks the registration's state, so any number of deliveries in any order ends the same way.
 */
export function createFulfilment(
  deps: Pick<RsvpDeps, 'orm' | 'events' | 'mail' | 'now' | 'log' | 'gateway'>,
  emails: SeatEmails,
  offerFreedSeats: OfferFreedSeats,
  applyRefund: ApplyRefund,
): PaymentEventHandler {
  /**
   * One person, one paid seat per session: once a registration is paid, the other holds taken with
   * the same address for that session end. Their checkouts are closed at the provider after commit.
   */
  async function releaseOtherHolds(db: Orm, paid: RegistrationRow, toClose: string[]) {
    const now = deps.now();
    let released = 0;
    for (const other of await registrations.pendingForEmail(db, paid.sessionId, paid.email, paid.id)) {
      const done = await registrations.transition(db, other.id, ['pending'], 'expired', { expiredAt: now }, now);
      if (!done) continue;
      released += 1;
      if (done.checkoutSessionId) toClose.push(done.checkoutSessionId);
    }
    if (released > 0) await offerFreedSeats(db, paid.sessionId);
  }

  async function markPaid(
    db: Orm,
    registration: RegistrationRow,
    session: SessionRow,
    checkout: CheckoutState,
    toClose: string[],
  ) {
    if (registration.status === 'paid') return;
    const now = deps.now();
    await paymentsRepository.insert(db, {
      kind: 'rsvp_seat',
      provider: deps.gateway.provider,
      registrationId: registration.id,
      checkoutSessionId: checkout.id,
      paymentIntentId: checkout.paymentIntentId,
      description: `Webinar seat: ${session.title}`,
      amountCents: checkout.amountTotalCents,
      currency: checkout.currency,
      buyerEmail: registration.email,
      buyerName: `${registration.firstName} ${registration.lastName}`,
      affiliateId: registration.affiliateId,
      paidAt: now,
    });
    // A second payment for an address that already has a paid seat in this session buys nothing: the
    // registration ends (if it still held a seat) and reconciliation refunds the payment.
    if (await registrations.paidForEmail(db, session.id, registration.email, registration.id)) {
      deps.log.warn(
        { registrationId: registration.id },
        'a second payment for the same person and session; refund due',
      );
      const ended = await registrations.transition(
        db,
        registration.id,
        ['pending'],
        'expired',
        { expiredAt: now },
        now,
      );
      if (ended) await offerFreedSeats(db, session.id);
      return;
    }
    // A payment that lands after the hold lapsed keeps the seat only if one is still free; otherwise
    // the payment stays recorded against the expired registration and reconciliation refunds it.
    const from = registration.status === 'pending' ? ['pending' as const] : ['expired' as const];
    if (registration.status === 'expired') {
      const seats = await deps.events.findWithSeats(db, session.id, now);
      const open = session.status === 'scheduled' && session.startsAt > now && seats && seatsLeft(seats) > 0;
      if (!open) {
        deps.log.warn({ registrationId: registration.id }, 'payment arrived after the seat was released; refund due');
        return;
      }
    }
    const paid = await registrations.transition(
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
    if (!paid) return;
    await emails.confirmation(db, paid, session);
    await releaseOtherHolds(db, paid, toClose);
  }

  async function release(db: Orm, registration: RegistrationRow, checkoutId: string) {
    if (registration.checkoutSessionId && registration.checkoutSessionId !== checkoutId) return;
    const now = deps.now();
    const expired = await registrations.transition(
      db,
      registration.id,
      ['pending'],
      'expired',
      { expiredAt: now },
      now,
    );
    if (expired) await offerFreedSeats(db, registration.sessionId);
  }

  async function onCheckout(db: Orm, event: Extract<PaymentEvent, { checkout: CheckoutState }>, toClose: string[]) {
    const reference = event.checkout.clientReferenceId ?? event.checkout.metadata.reference;
    const found = reference ? await registrations.byReference(db, reference) : undefined;
    if (!found) {
      deps.log.warn({ eventId: event.id, checkout: event.checkout.id }, 'payment event for an unknown registration');
      return;
    }
    // Lock order everywhere: session, then registration.
    const session = await deps.events.lock(db, found.sessionId);
    const registration = await registrations.byId(db, found.id, true);
    if (!session || !registration) return;
    switch (event.type) {
      case 'checkout.completed':
        if (event.checkout.paymentStatus !== 'unpaid')
          await markPaid(db, registration, session, event.checkout, toClose);
        return;
      case 'checkout.async_payment_succeeded':
        return markPaid(db, registration, session, event.checkout, toClose);
      case 'checkout.async_payment_failed':
      case 'checkout.expired':
        return release(db, registration, event.checkout.id);
    }
  }

  /**
   * Closes the checkouts of holds released by another payment. One that was paid meanwhile goes
   * through fulfilment like any payment (and is refunded as a second one); an unreachable provider
   * is left to the provider's own expiry, and a late payment to the refund of reconciliation.
   */
  async function closeReleasedCheckouts(handler: PaymentEventHandler, ids: string[]) {
    for (const id of ids) {
      try {
        const state = await deps.gateway.expireCheckout(id);
        if (state.status === 'complete' && state.paymentStatus !== 'unpaid') {
          await handler.handle({ id: `close:${state.id}:completed`, type: 'checkout.completed', checkout: state });
        }
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps.log.warn({ err: error, checkout: id }, 'could not close a released checkout at the provider');
      }
    }
  }

  const handler: PaymentEventHandler = {
    async handle(event) {
      const toClose: string[] = [];
      const applied = await inTransaction(deps.orm, async (db) => {
        if (!(await paymentsRepository.recordEvent(db, event.id, event.type))) return false;
        if (event.type === 'charge.refunded') {
          const payment = await paymentsRepository.byIntent(db, event.paymentIntentId);
          // The refund raced ahead of the payment it refunds: fail so the provider delivers it again.
          if (!payment) throw new Error(`refund for unknown payment intent ${event.paymentIntentId}`);
          await applyRefund(db, payment.id, event.amountRefundedCents);
        } else {
          await onCheckout(db, event, toClose);
        }
        return true;
      });
      deps.mail.kick();
      await closeReleasedCheckouts(handler, toClose);
      return { applied };
    },
  };
  return handler;
}
