import type Stripe from 'stripe';
import { PaymentProviderError } from '../payment-gateway';
import type { SubscriptionPort } from '../subscription-port';
import { call } from './stripe-errors';
import { toStripeSubscriptionState } from './stripe-subscription-state';

/** Advertising plans through Stripe Billing: Checkout in subscription mode and the customer portal. */
export function stripeSubscriptions(stripe: Stripe): SubscriptionPort {
  return {
    createSubscriptionCheckout: (request) =>
      call('open a subscription checkout', async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency,
                  unit_amount: request.amountCents,
                  recurring: { interval: request.interval },
                  product_data: { name: request.description },
                },
              },
            ],
            customer_email: request.customerEmail,
            client_reference_id: request.clientReferenceId,
            metadata: request.metadata,
            subscription_data: { metadata: request.metadata },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url)
          throw new PaymentProviderError(`Stripe opened checkout ${session.id} without a payment page URL.`);
        return { id: session.id, url: session.url };
      }),

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
