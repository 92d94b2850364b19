import { fakeStripeId } from './fake-stripe-objects';
import type { FakeTaxRate, FakeTaxRates } from './fake-stripe-tax-rates';

/** The fields of a Subscription the SDK and our gateway read (one item: the plan), as Stripe answers them. */
export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'canceled';
  cancel_at_period_end: boolean;
  ended_at: number | null;
  currency: string;
  metadata: Record<string, string>;
  latest_invoice: string | null;
  items: {
    object: 'list';
    data: Array<{
      id: string;
      object: 'subscription_item';
      quantity: number;
      current_period_start: number;
      current_period_end: number;
      /** The Tax Rates on the item: every invoice adds the exclusive ones on top of the price. */
      tax_rates: FakeTaxRate[];
      price: {
        id: string;
        object: 'price';
        unit_amount: number;
        currency: string;
        recurring: { interval: 'month' | 'year' };
      };
    }>;
  };
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  status: 'open' | 'paid';
  amount_paid: number;
  amount_due: number;
  currency: string;
  billing_reason: string;
  period_start: number;
  period_end: number;
  lines: { object: 'list'; data: Array<{ period: { start: number; end: number } }> };
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
}

/** The plan a subscription checkout sells, kept until the buyer pays. */
export interface FakePlan {
  /** The price, before tax. */
  amount: number;
  taxRates: FakeTaxRate[];
  currency: string;
  interval: 'month' | 'year';
  metadata: Record<string, string>;
}

/** One interval later (Stripe keeps the day of month, clamped). */
export function addInterval(seconds: number, interval: 'month' | 'year'): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return Math.floor(date.getTime() / 1000);
}

/** A new active subscription to `plan`, its first period starting `now`. */
export function fakeSubscription(plan: FakePlan, now: number): FakeSubscription {
  return {
    id: fakeStripeId('sub'),
    object: 'subscription',
    customer: fakeStripeId('cus'),
    status: 'active',
    cancel_at_period_end: false,
    ended_at: null,
    currency: plan.currency,
    metadata: plan.metadata,
    latest_invoice: null,
    items: {
      object: 'list',
      data: [
        {
          id: fakeStripeId('si'),
          object: 'subscription_item',
          quantity: 1,
          current_period_start: now,
          current_period_end: addInterval(now, plan.interval),
          tax_rates: plan.taxRates,
          price: {
            id: fakeStripeId('price'),
            object: 'price',
            unit_amount: plan.amount,
            currency: plan.currency,
            recurring: { interval: plan.interval },
          },
        },
      ],
    },
  };
}

/** The invoice of the subscription's current period: its price times its quantity, plus the tax its rates add. */
export function fakeInvoice(
  subscription: FakeSubscription,
  paid: boolean,
  reason: string,
  taxes: Pick<FakeTaxRates, 'addedTax'>,
): FakeInvoice {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Subscription ${subscription.id} has no item.`);
  const price = item.price.unit_amount * item.quantity;
  const due = price + taxes.addedTax(price, item.tax_rates);
  return {
    id: fakeStripeId('in'),
    object: 'invoice',
    status: paid ? 'paid' : 'open',
    amount_paid: paid ? due : 0,
    amount_due: due,
    currency: subscription.currency,
    billing_reason: reason,
    period_start: item.current_period_start,
    period_end: item.current_period_end,
    lines: { object: 'list', data: [{ period: { start: item.current_period_start, end: item.current_period_end } }] },
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
    },
  };
}
