import type Stripe from 'stripe';
import type { CheckoutPaymentStatus, CheckoutState, CheckoutStatus } from '../payment-gateway';

const STATUSES: readonly string[] = ['open', 'complete', 'expired'] satisfies CheckoutStatus[];
const PAYMENT_STATUSES: readonly string[] = ['paid', 'unpaid', 'no_payment_required'] satisfies CheckoutPaymentStatus[];

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * A Stripe Checkout Session as the app sees it (gateway answers and webhook payloads alike). A
 * status Stripe may add later reads as still open and unpaid: nothing is fulfilled or released on it.
 */
export function toStripeCheckoutState(session: Stripe.Checkout.Session): CheckoutState {
  const status = STATUSES.includes(session.status ?? '') ? (session.status as CheckoutStatus) : 'open';
  const paymentStatus = PAYMENT_STATUSES.includes(session.payment_status)
    ? (session.payment_status as CheckoutPaymentStatus)
    : 'unpaid';
  return {
    id: session.id,
    status,
    paymentStatus,
    paymentIntentId: idOf(session.payment_intent),
    clientReferenceId: session.client_reference_id ?? null,
    metadata: { ...(session.metadata ?? {}) },
    amountTotalCents: session.amount_total ?? 0,
    currency: session.currency ?? '',
    url: status === 'open' ? (session.url ?? null) : null,
    ...(session.mode === 'subscription' ? { subscriptionId: idOf(session.subscription) } : {}),
  };
}
