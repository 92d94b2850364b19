import type Stripe from 'stripe';
import type { SubscriptionPort } from '../subscription-port';
import { call } from './stripe-errors';
import { toStripeSubscriptionState } from './stripe-subscription-state';
import { openCheckoutSession } from './stripe-checkout-session';
import type { TaxRateLookup } from './stripe-tax-rates';

/** Advertising plans through Stripe Billing: Checkout in subscription mode and the customer portal. */
export function stripeSubscriptions(stripe: Stripe, taxRateOf: TaxRateLookup): SubscriptionPort {
  return {
    createSubscriptionCheckout: (request) =>
      call('open a subscription checkout', () =>
        openCheckoutSession(
          stripe,
          request,
          { mode: 'subscription', subscription_data: { metadata: request.metadata } },
          taxRateOf,
          { interval: request.interval },
        ),
      ),

    retrieveSubscription: (id) =>
      call(`retrieve subscription ${id}`, async () =>
        toStripeSubscriptionState(await stripe.subscriptions.retrieve(id)),
      ),

    cancelSubscription: (id, { atPeriodEnd }) =>
      call(`cancel subscription ${id}`, async () =>
        toStripeSubscriptionState(
          atPeriodEnd
            ? await stripe.subscriptions.update(id, { cancel_at_period_end: true })
            : await stripe.subscriptions.cancel(id),
        ),
      ),

    createPortalSession: (request) =>
      call('open the billing portal', async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: request.customerId,
          return_url: request.returnUrl,
        });
        return { url: session.url };
      }),
  };
}
