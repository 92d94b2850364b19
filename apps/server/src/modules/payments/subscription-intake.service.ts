import type { SubscriptionPort } from '../../adapters/payments/payment-gateway';
import type { ProviderEvent } from '../../adapters/payments/provider-event';
import type { Orm } from '../../db/database';
import type { AfterCommit, KindRegistry, LedgerEntry, SubscriptionContext } from './payment-kinds.rules';
import type { PaymentRecord } from './payments.repository';

/** The subscription an event is about, or null when it is not a subscription's event. */
export function subscriptionIdOf(event: ProviderEvent): string | null {
  if ('invoice' in event) return event.invoice.subscriptionId;
  if ('subscription' in event) return event.subscription.id;
  if ('checkout' in event && event.type === 'checkout.completed') return event.checkout.subscriptionId ?? null;
  return null;
}

/** The metadata that names the kind: the subscription's own (every invoice carries a copy of it). */
function taggedOf(event: ProviderEvent): { id: string; metadata: Record<string, string> } {
  if ('invoice' in event) return { id: event.invoice.id, metadata: event.invoice.metadata };
  if ('subscription' in event) return event.subscription;
  if ('checkout' in event) return event.checkout;
  return { id: event.id, metadata: {} };
}

export interface SubscriptionIntakeDeps {
  kinds: KindRegistry;
  subscriptions: Pick<SubscriptionPort, 'retrieveSubscription'>;
}

/**
 * Subscription events for the intake: the subscription is read again from the provider before the
 * transaction opens (so its kind applies the state as it is now, whatever order events arrive in),
 * then the kind's `onSubscription` runs inside the intake's transaction.
 */
export function createSubscriptionIntake(deps: SubscriptionIntakeDeps) {
  return {
    async prepare(event: ProviderEvent) {
      const subscriptionId = subscriptionIdOf(event);
      if (!subscriptionId) return null;
      const kind = deps.kinds.kindOf(taggedOf(event));
      const handler = deps.kinds.handlerOf(kind);
      if (!handler.onSubscription) throw new Error(`Payment kind ${kind} does not take subscription events.`);
      const subscription = await deps.subscriptions.retrieveSubscription(subscriptionId);
      const onSubscription = handler.onSubscription.bind(handler);
      return {
        kind,
        apply: (
          db: Orm,
          afterCommit: AfterCommit,
          recordInvoice: (
            kind: string,
            ...args: Parameters<SubscriptionContext['recordInvoice']>
          ) => Promise<PaymentRecord>,
        ) =>
          onSubscription(db, {
            eventId: event.id,
            event,
            subscription,
            afterCommit,
            recordInvoice: (invoice, entry: LedgerEntry) => recordInvoice(kind, invoice, entry),
          }),
      };
    },
  };
}
