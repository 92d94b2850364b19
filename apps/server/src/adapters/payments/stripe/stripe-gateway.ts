import Stripe from 'stripe';
import type { PaymentGateway } from '../payment-gateway';
import { toStripeCheckoutState } from './stripe-checkout-state';
import { createStripeConnect } from './stripe-connect';
import { call, toPaymentProviderError } from './stripe-errors';
import { stripeSubscriptions } from './stripe-subscriptions';
import { openCheckoutSession } from './stripe-checkout-session';
import { stripeTaxRates } from './stripe-tax-rates';

export { toPaymentProviderError } from './stripe-errors';

export interface StripeGatewayOptions {
  secretKey: string;
  /** A different API host (tests point this at a local fake Stripe server). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Automatic retries of failed network calls, each with the same idempotency key (default 2). */
  maxNetworkRetries?: number;
  /** Per-request timeout in milliseconds (default 20 s). */
  timeoutMs?: number;
}

/** Stripe's checkout expiry is in whole seconds; rounding up never shortens the window asked for. */
const unixSeconds = (date: Date) => Math.ceil(date.getTime() / 1000);

/**
 * Stripe refuses a checkout that expires less than 30 minutes or more than 24 hours after it is
 * created; a minute's margin on each side covers the trip to Stripe.
 */
const STRIPE_MINIMUM_CHECKOUT_MS = 31 * 60_000;
const STRIPE_MAXIMUM_CHECKOUT_MS = 24 * 3_600_000 - 60_000;

/**
 * The expiry sent to Stripe: Stripe's minimum lifetime counted from the end of the seat hold. A
 * checkout is only opened while its hold runs, so this always meets the minimum; and for any hold
 * under 23 hours it depends on the request alone, so a retry with the same idempotency key sends the
 * same parameters (Stripe refuses a reused key with different ones). The seat hold stays the
 * authority: when it ends, the hold's sweep closes the checkout at Stripe.
 */
export function stripeExpiry(holdEndsAt: Date, now = Date.now()): number {
  const padded = holdEndsAt.getTime() + STRIPE_MINIMUM_CHECKOUT_MS;
  return unixSeconds(new Date(Math.min(padded, now + STRIPE_MAXIMUM_CHECKOUT_MS)));
}

/** Stripe Checkout through the official SDK (STRIPE_SECRET_KEY set). */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
  });

  const taxRateOf = stripeTaxRates(stripe);
  const retrieve = (id: string) =>
    call(`retrieve checkout ${id}`, async () => toStripeCheckoutState(await stripe.checkout.sessions.retrieve(id)));

  return {
    provider: 'stripe',
    ...createStripeConnect(stripe),
    ...stripeSubscriptions(stripe, taxRateOf),

    createCheckout: (request) =>
      call('open a checkout', () =>
        openCheckoutSession(
          stripe,
          request,
          {
            mode: 'payment',
            payment_intent_data: { metadata: request.metadata },
            expires_at: stripeExpiry(request.expiresAt),
          },
          taxRateOf,
        ),
      ),

    retrieveCheckout: retrieve,

    async expireCheckout(id) {
      try {
        return toStripeCheckoutState(await stripe.checkout.sessions.expire(id));
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open; its state is the answer then.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError))
          throw toPaymentProviderError(error, `expire checkout ${id}`);
        const current = await retrieve(id);
        if (current.status === 'open') throw toPaymentProviderError(error, `expire checkout ${id}`);
        return current;
      }
    },

    refund: (request) =>
      call(`refund payment ${request.paymentIntentId}`, async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: request.paymentIntentId, amount: request.amountCents },
          { idempotencyKey: request.idempotencyKey },
        );
        return { id: refund.id, amountCents: refund.amount };
      }),
  };
}
