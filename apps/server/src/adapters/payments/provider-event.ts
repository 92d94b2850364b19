import type { Orm } from '../../db/database';
import type { CheckoutState } from './payment-gateway';
import type { InvoiceState, SubscriptionState } from './subscription-port';

/**
 * A provider event, already verified and normalised. The Stripe webhook and the local TEST MODE
 * checkout both produce these and hand them to the same intake (payments' ledger), which routes
 * them by the checkout's payment kind. `id` is the provider's event id: an event is applied at most
 * once, whatever the number or order of deliveries.
 */
export type ProviderEvent =
  | {
      id: string;
      type:
        | 'checkout.completed'
        | 'checkout.async_payment_succeeded'
        | 'checkout.async_payment_failed'
        | 'checkout.expired';
      checkout: CheckoutState;
    }
  | {
      id: string;
      type: 'charge.refunded';
      paymentIntentId: string;
      /** Total refunded on the charge so far, in cents. */
      amountRefundedCents: number;
    }
  | {
      id: string;
      type: 'invoice.paid' | 'invoice.payment_failed';
      invoice: InvoiceState;
    }
  | {
      id: string;
      type: 'subscription.updated' | 'subscription.deleted';
      subscription: SubscriptionState;
    };

export type CheckoutEvent = Extract<ProviderEvent, { checkout: CheckoutState }>;
export type InvoiceEvent = Extract<ProviderEvent, { invoice: InvoiceState }>;
export type SubscriptionEvent = Extract<ProviderEvent, { subscription: SubscriptionState }>;

/**
 * Where an adapter delivers verified events: the payments module's intake, passed in at wiring
 * (adapters never import modules). Answers whether the event changed anything (false: seen before).
 * `within` runs first inside the intake's transaction: the TEST MODE checkout marks itself paid
 * there, so the checkout and what the payment fulfils commit together (a throw rolls both back).
 */
export type ProviderEventIntake = (
  event: ProviderEvent,
  options?: { within?: (db: Orm) => Promise<void> },
) => Promise<{ applied: boolean }>;
