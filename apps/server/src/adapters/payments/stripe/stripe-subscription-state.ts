import type Stripe from 'stripe';
import type { InvoiceState, InvoiceStatus, SubscriptionState, SubscriptionStatus } from '../subscription-port';
import { idOf } from './stripe-checkout-state';

const STATUSES: readonly string[] = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
] satisfies SubscriptionStatus[];
const INVOICE_STATUSES: readonly string[] = [
  'draft',
  'open',
  'paid',
  'uncollectible',
  'void',
] satisfies InvoiceStatus[];

const dateOf = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** A Stripe subscription as the app sees it (one item: the plan; its period is the item's). */
export function toStripeSubscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items.data[0];
  const price = item?.price;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: STATUSES.includes(subscription.status) ? (subscription.status as SubscriptionStatus) : 'incomplete',
    interval: price?.recurring?.interval === 'year' ? 'year' : 'month',
    amountCents: (price?.unit_amount ?? 0) * (item?.quantity ?? 1),
    currency: price?.currency ?? subscription.currency,
    currentPeriodEnd: dateOf(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: dateOf(subscription.ended_at),
    metadata: { ...(subscription.metadata ?? {}) },
  };
}

/** A Stripe invoice: its subscription and that subscription's metadata come from `parent.subscription_details`. */
export function toStripeInvoiceState(invoice: Stripe.Invoice): InvoiceState {
  const details = invoice.parent?.subscription_details;
  const period = invoice.lines?.data?.[0]?.period ?? { start: invoice.period_start, end: invoice.period_end };
  return {
    id: invoice.id ?? '',
    subscriptionId: idOf(details?.subscription),
    status: INVOICE_STATUSES.includes(invoice.status ?? '') ? (invoice.status as InvoiceStatus) : 'open',
    amountPaidCents: invoice.amount_paid,
    amountDueCents: invoice.amount_due,
    currency: invoice.currency,
    billingReason: invoice.billing_reason ?? null,
    periodStart: new Date(period.start * 1000),
    periodEnd: new Date(period.end * 1000),
    metadata: { ...(details?.metadata ?? {}) },
  };
}
