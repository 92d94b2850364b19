import type { InvoiceState, PaymentProvider, SubscriptionPort } from '../../adapters/payments/payment-gateway';
import type { CheckoutEvent, ProviderEvent, ProviderEventIntake } from '../../adapters/payments/provider-event';
import type { Orm } from '../../db/database';
import type { EventPublisher } from '../../core/events/event-bus';
import { addedTaxOfMetadata } from './added-tax.rules';
import { withAfterCommit } from './after-commit.service';
import type { AfterCommit, KindRegistry, LedgerEntry, LedgerListeners } from './payment-kinds.rules';
import { paymentsRepository, type NewPayment, type PaymentRecord } from './payments.repository';
import type { ApplyRefund } from './refund-ledger.service';
import { createSubscriptionIntake } from './subscription-intake.service';

interface IntakeDeps {
  orm: Orm;
  events: EventPublisher;
  provider: PaymentProvider;
  kinds: KindRegistry;
  subscriptions: Pick<SubscriptionPort, 'retrieveSubscription'>;
  now: () => Date;
  /** Receipts: issued in the transaction that records the payment. */
  listeners: Pick<LedgerListeners, 'paymentRecorded'>;
}

/**
 * The one way a provider event enters the app (Stripe's webhook, the TEST MODE checkout,
 * reconciliation, a checkout found paid while closing it). The event id is recorded in the same
 * transaction as its effect, so a repeated delivery does nothing. Checkout events go to the
 * handler of the checkout's kind; a refund event updates the ledger, and the kind reacts to a full
 * refund. A refund for a payment not recorded yet throws, so the provider delivers it again.
 * Subscription events (a subscription checkout completing, invoices, subscription changes) go to the
 * kind's `onSubscription` with the subscription as the provider holds it now; a paid invoice is one
 * ledger row (its id stands in the checkout column).
 */
export function createEventIntake(deps: IntakeDeps, applyRefund: ApplyRefund): ProviderEventIntake {
  const subscriptionIntake = createSubscriptionIntake(deps);

  /** Writes a ledger row once; the first time, publishes `payment.received`. */
  async function insertPayment(
    db: Orm,
    entry: LedgerEntry,
    values: Pick<
      NewPayment,
      'kind' | 'checkoutSessionId' | 'paymentIntentId' | 'amountCents' | 'currency' | 'addedTax'
    >,
    afterCommit: AfterCommit,
  ): Promise<PaymentRecord> {
    const { payment, created } = await paymentsRepository.insert(db, {
      ...values,
      provider: deps.provider,
      subjectType: entry.subject.type,
      subjectId: entry.subject.id,
      description: entry.description,
      buyerEmail: entry.buyerEmail,
      buyerName: entry.buyerName,
      affiliateId: entry.affiliateId,
      paidAt: deps.now(),
    });
    if (created) {
      const { id: paymentId, kind, amountCents, currency } = payment;
      await deps.events.publish(db, 'payment.received', { paymentId, kind, amountCents, currency });
      await deps.listeners.paymentRecorded(db, payment);
      afterCommit(() => deps.events.kick());
    }
    return payment;
  }

  const recordInvoice =
    (db: Orm, afterCommit: AfterCommit) => (kind: string, invoice: InvoiceState, entry: LedgerEntry) =>
      insertPayment(
        db,
        entry,
        {
          kind,
          checkoutSessionId: invoice.id,
          paymentIntentId: null,
          amountCents: invoice.amountPaidCents,
          currency: invoice.currency,
          addedTax: addedTaxOfMetadata(invoice.metadata),
        },
        afterCommit,
      );

  async function onCheckout(db: Orm, event: CheckoutEvent, afterCommit: AfterCommit): Promise<void> {
    const { checkout } = event;
    const kind = deps.kinds.kindOf(checkout);
    const handler = deps.kinds.handlerOf(kind);
    const context = { eventId: event.id, checkout, afterCommit };
    const record = (entry: LedgerEntry) =>
      insertPayment(
        db,
        entry,
        {
          kind,
          checkoutSessionId: checkout.id,
          paymentIntentId: checkout.paymentIntentId,
          amountCents: checkout.amountTotalCents,
          currency: checkout.currency,
          addedTax: addedTaxOfMetadata(checkout.metadata),
        },
        afterCommit,
      );
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
    if ('invoice' in event || 'subscription' in event) {
      throw new Error(`${event.type} ${event.id} names no subscription.`);
    }
    if (event.type !== 'charge.refunded') return onCheckout(db, event, afterCommit);
    const payment = await paymentsRepository.byIntent(db, event.paymentIntentId);
    // The refund raced ahead of the payment it refunds: fail so the provider delivers it again.
    if (!payment) throw new Error(`refund for unknown payment intent ${event.paymentIntentId}`);
    await applyRefund(db, payment.id, event.amountRefundedCents, afterCommit);
  }

  return async function intake(event, options = {}) {
    const subscription = await subscriptionIntake.prepare(event);
    const applied = await withAfterCommit(deps.orm, async (db, afterCommit) => {
      await options.within?.(db);
      if (!(await paymentsRepository.recordEvent(db, event.id, event.type))) return false;
      if (subscription) await subscription.apply(db, afterCommit, recordInvoice(db, afterCommit));
      else await apply(db, event, afterCommit);
      return true;
    });
    return { applied };
  };
}
