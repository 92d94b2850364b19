import type Stripe from 'stripe';
import type { ProviderEvent } from '../provider-event';
import { toStripeCheckoutState } from './stripe-checkout-state';
import { toStripeInvoiceState, toStripeSubscriptionState } from './stripe-subscription-state';

const CHECKOUT_EVENTS = {
  'checkout.session.completed': 'checkout.completed',
  'checkout.session.async_payment_succeeded': 'checkout.async_payment_succeeded',
  'checkout.session.async_payment_failed': 'checkout.async_payment_failed',
  'checkout.session.expired': 'checkout.expired',
} as const;

type CheckoutEvent = Extract<Stripe.Event, { type: keyof typeof CHECKOUT_EVENTS }>;

const isCheckoutEvent = (event: Stripe.Event): event is CheckoutEvent => Object.hasOwn(CHECKOUT_EVENTS, event.type);

/**
 * A verified Stripe event as a ProviderEvent, or null for an event the app does not act on (it is
 * acknowledged and ignored). A refund of a charge without a payment intent is ignored too: no
 * payment of ours can match it.
 */
export function toProviderEvent(event: Stripe.Event): ProviderEvent | null {
  if (isCheckoutEvent(event)) {
    return { id: event.id, type: CHECKOUT_EVENTS[event.type], checkout: toStripeCheckoutState(event.data.object) };
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const paymentIntentId =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (!paymentIntentId) return null;
    return { id: event.id, type: 'charge.refunded', paymentIntentId, amountRefundedCents: charge.amount_refunded };
  }
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    return { id: event.id, type: event.type, invoice: toStripeInvoiceState(event.data.object) };
  }
  if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
    const type = event.type === 'customer.subscription.updated' ? 'subscription.updated' : 'subscription.deleted';
    return { id: event.id, type, subscription: toStripeSubscriptionState(event.data.object) };
  }
  return null;
}
