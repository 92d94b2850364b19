import {
  FakeStripeError,
  fakeStripeId,
  invalid,
  lineItemsTotal,
  metadataOf,
  text,
  type FakeCheckoutSession,
} from './fake-stripe-objects';
import {
  addInterval,
  fakeInvoice,
  fakeSubscription,
  type FakeInvoice,
  type FakePlan,
  type FakeSubscription,
} from './fake-stripe-subscription-objects';
import type { FormObject, FormValue } from './stripe-form-body';
import type { FakeTaxRates } from './fake-stripe-tax-rates';

const SUBSCRIPTION_PATH = /^\/v1\/subscriptions\/([^/]+)$/;

/**
 * Stripe Billing as far as advertising plans use it: Checkout in subscription mode, subscriptions
 * (retrieve, cancel at period end, cancel now), the billing portal, and test controls that play what
 * Stripe does on its own (a renewal paid or failed, the failed invoice paid later, the period ending).
 */
export function createFakeSubscriptions(nowSeconds: () => number, taxes: FakeTaxRates) {
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const plans = new Map<string, FakePlan>();
  const portalSessions: Array<{ customer: string; return_url: string }> = [];

  function find(id: string): FakeSubscription {
    const found = subscriptions.get(id);
    if (!found) {
      throw new FakeStripeError(404, 'invalid_request_error', `No such subscription: '${id}'`, {
        code: 'resource_missing',
        param: 'id',
      });
    }
    return found;
  }

  function invoice(subscription: FakeSubscription, paid: boolean, reason: string): FakeInvoice {
    const created = fakeInvoice(subscription, paid, reason, taxes);
    invoices.set(created.id, created);
    subscription.latest_invoice = created.id;
    return created;
  }

  const snapshot = (subscription: FakeSubscription, paid: FakeInvoice) => ({
    subscription: structuredClone(subscription),
    invoice: structuredClone(paid),
  });

  return {
    subscriptions,
    invoices,
    portalSessions,

    /** Validates a subscription-mode POST /v1/checkout/sessions body and builds the open session. */
    createCheckout(body: FormObject, now: number): FakeCheckoutSession {
      const { amount, subtotal, currency } = lineItemsTotal(body.line_items, taxes);
      const items = body.line_items as FormValue[];
      const taxRates = taxes.ratesOf(items[0] as FormObject, 'line_items[0]');
      const recurring = ((items[0] as FormObject).price_data as FormObject).recurring as FormObject | undefined;
      const interval = recurring?.interval;
      if (interval !== 'month' && interval !== 'year') {
        throw invalid('line_items[0][price_data][recurring][interval]', 'Subscription mode needs a recurring price.');
      }
      if (body.expires_at !== undefined) throw invalid('expires_at', 'The fake only keeps the default expiry.');
      const subscriptionData = body.subscription_data as FormObject | undefined;
      const id = fakeStripeId('cs');
      plans.set(id, {
        amount: subtotal,
        taxRates,
        currency,
        interval,
        metadata: metadataOf(subscriptionData?.metadata, 'subscription_data[metadata]'),
      });
      return {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        livemode: false,
        created: now,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        subscription: null,
        customer: null,
        client_reference_id: text(body, 'client_reference_id'),
        customer_email: text(body, 'customer_email'),
        metadata: metadataOf(body.metadata, 'metadata'),
        amount_total: amount,
        currency,
        expires_at: now + 86_400,
        success_url: text(body, 'success_url'),
        cancel_url: text(body, 'cancel_url'),
      };
    },

    /** The API calls on subscriptions and the portal; undefined for any other path. */
    route(method: string, path: string, body: FormObject): unknown {
      const match = SUBSCRIPTION_PATH.exec(path);
      if (match) {
        const found = find(decodeURIComponent(match[1] ?? ''));
        if (method === 'GET') return found;
        if (method === 'POST') {
          if (body.cancel_at_period_end !== undefined)
            found.cancel_at_period_end = body.cancel_at_period_end === 'true';
          return found;
        }
        if (method === 'DELETE') return Object.assign(found, { status: 'canceled', ended_at: nowSeconds() });
      }
      if (method === 'POST' && path === '/v1/billing_portal/sessions') {
        const customer = text(body, 'customer', true) ?? '';
        if (![...subscriptions.values()].some((s) => s.customer === customer)) {
          throw new FakeStripeError(404, 'invalid_request_error', `No such customer: '${customer}'`);
        }
        portalSessions.push({ customer, return_url: text(body, 'return_url') ?? '' });
        return {
          id: fakeStripeId('bps'),
          object: 'billing_portal.session',
          customer,
          url: `https://billing.stripe.com/p/session/${fakeStripeId('test')}`,
        };
      }
      return undefined;
    },

    /** The buyer pays a subscription checkout: the session completes and the subscription starts with a paid invoice. */
    completeCheckout(session: FakeCheckoutSession) {
      const plan = plans.get(session.id);
      if (!plan || session.status !== 'open')
        throw new Error(`Session ${session.id} is not an open subscription checkout.`);
      const subscription = fakeSubscription(plan, nowSeconds());
      subscriptions.set(subscription.id, subscription);
      const paid = invoice(subscription, true, 'subscription_create');
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
        customer: subscription.customer,
        url: null,
      });
      return { session: structuredClone(session), ...snapshot(subscription, paid) };
    },

    /** The period ends: renews (paid, or failed → past_due), or ends a subscription cancelled at period end. */
    cycle(id: string, options: { fail?: boolean } = {}) {
      const subscription = find(id);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Subscription ${id} has no item.`);
      if (subscription.cancel_at_period_end) {
        Object.assign(subscription, { status: 'canceled', ended_at: item.current_period_end });
        return { subscription: structuredClone(subscription), invoice: null };
      }
      item.current_period_start = item.current_period_end;
      item.current_period_end = addInterval(item.current_period_start, item.price.recurring.interval);
      const renewal = invoice(subscription, !options.fail, 'subscription_cycle');
      subscription.status = options.fail ? 'past_due' : 'active';
      return snapshot(subscription, renewal);
    },

    /** Stripe's retry of the failed invoice succeeds: it is paid and the subscription is active again. */
    payLatestInvoice(id: string) {
      const subscription = find(id);
      const open = invoices.get(subscription.latest_invoice ?? '');
      if (!open || open.status !== 'open') throw new Error(`Subscription ${id} has no open invoice.`);
      Object.assign(open, { status: 'paid', amount_paid: open.amount_due });
      subscription.status = 'active';
      return snapshot(subscription, open);
    },
  };
}
export type FakeSubscriptions = ReturnType<typeof createFakeSubscriptions>;
