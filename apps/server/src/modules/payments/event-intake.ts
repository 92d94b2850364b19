import type { PaymentProvider } from '../../adapters/payments/payment-gateway';
import type { CheckoutEvent, ProviderEvent, ProviderEventIntake } from '../../adapters/payments/provider-event';
import type { Orm } from '../../db/database';
import type { EventPublisher } from '../../core/events/event-bus';
import { withAfterCommit } from './after-commit';
import type { AfterCommit, KindRegistry, LedgerEntry } from './payment-kinds';
import { paymentsRepository } from './payments.repository';
import type { ApplyRefund } from './refund-ledger';

interface IntakeDeps {
  orm: Orm;
  events: EventPublisher;
  provider: PaymentProvider;
  kinds: KindRegistry;
  now: () => Date;
}

/**
 * The one way a provider event enters the app (Stripe's webhook, the TEST MODE checkout,
 * reconciliation, a checkout found paid while closing it). The event id is recorded in the same
 * transaction as its effect, so a repeated delivery does nothing. Checkout events go to the
 * handler of the checkout's kind; a refund event updates the ledger, and the kind reacts to a full
 * refund. A refund for a payment not recorded yet throws, so the provider delivers it again.
 */
export function createEventIntake(deps: IntakeDeps, applyRefund: ApplyRefund): ProviderEventIntake {
  async function onCheckout(db: Orm, event: CheckoutEvent, afterCommit: AfterCommit): Promise<void> {
    const { checkout } = event;
    const kind = deps.kinds.kindOf(checkout);
    const handler = deps.kinds.handlerOf(kind);
    const context = { eventId: event.id, checkout, afterCommit };
    const record = async (entry: LedgerEntry) => {
      const { payment, created } = await paymentsRepository.insert(db, {
        kind,
        provider: deps.provider,
        subjectType: entry.subject.type,
        subjectId: entry.subject.id,
        checkoutSessionId: checkout.id,
        paymentIntentId: checkout.paymentIntentId,
        description: entry.description,
        amountCents: checkout.amountTotalCents,
        currency: checkout.currency,
        buyerEmail: entry.buyerEmail,
        buyerName: entry.buyerName,
        affiliateId: entry.affiliateId,
        paidAt: deps.now(),
      });
      if (created) {
        const { id: paymentId, amountCents, currency } = payment;
        await deps.events.publish(db, 'payment.received', { paymentId, kind, amountCents, currency });
        afterCommit(() => deps.events.kick());
      }
      return payment;
    };
    switch (event.type) {
      case 'checkout.completed':
        // Completed but unpaid: an async payment method is still settling; its own event follows.
        if (checkout.paymentStatus !== 'unpaid') await handler.onPaid(db, { ...context, record });
        return;
      case 'checkout.async_payment_succeeded':
        return handler.onPaid(db, { ...context, record });
      case 'checkout.async_payment_failed':
      case 'checkout.expired':
        return handler.onExpired(db, context);
    }
  }

  async function apply(db: Orm, event: ProviderEvent, afterCommit: AfterCommit): Promise<void> {
    if (event.type !== 'charge.refunded') return onCheckout(db, event, afterCommit);
    const payment = await paymentsRepository.byIntent(db, event.paymentIntentId);
    // The refund raced ahead of the payment it refunds: fail so the provider delivers it again.
    if (!payment) throw new Error(`refund for unknown payment intent ${event.paymentIntentId}`);
    await applyRefund(db, payment.id, event.amountRefundedCents, afterCommit);
  }

  return async function intake(event) {
    const applied = await withAfterCommit(deps.orm, async (db, afterCommit) => {
      if (!(await paymentsRepository.recordEvent(db, event.id, event.type))) return false;
      await apply(db, event, afterCommit);
      return true;
    });
    return { applied };
  };
}
