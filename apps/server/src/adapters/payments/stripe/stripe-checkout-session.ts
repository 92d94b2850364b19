import type Stripe from 'stripe';
import { PaymentProviderError, type CheckoutOpening } from '../payment-gateway';
import type { TaxRateLookup } from './stripe-tax-rates';

/** What tells a one-off payment from a subscription: the mode, its own fields and the price's interval. */
type ModeFields = Pick<
  Stripe.Checkout.SessionCreateParams,
  'mode' | 'payment_intent_data' | 'subscription_data' | 'expires_at'
>;

/**
 * Opens a Stripe Checkout session for one line item, the request's description at its amount (with
 * the exclusive Tax Rate of the tax added on top, when there is one), and returns the page to send
 * the payer to. Seats (payment mode) and advertising plans (subscription mode) share everything but
 * `mode` and `recurring`.
 */
export async function openCheckoutSession(
  stripe: Stripe,
  request: CheckoutOpening,
  mode: ModeFields,
  taxRateOf: TaxRateLookup,
  recurring?: Stripe.Checkout.SessionCreateParams.LineItem.PriceData.Recurring,
): Promise<{ id: string; url: string }> {
  const taxRates = request.addedTax ? [await taxRateOf(request.addedTax)] : undefined;
  const session = await stripe.checkout.sessions.create(
    {
      ...mode,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: request.currency,
            unit_amount: request.amountCents,
            ...(recurring ? { recurring } : {}),
            product_data: { name: request.description },
          },
          ...(taxRates ? { tax_rates: taxRates } : {}),
        },
      ],
      customer_email: request.customerEmail,
      client_reference_id: request.clientReferenceId,
      metadata: request.metadata,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    },
    { idempotencyKey: request.idempotencyKey },
  );
  if (!session.url) throw new PaymentProviderError(`Stripe opened checkout ${session.id} without a payment page URL.`);
  return { id: session.id, url: session.url };
}
