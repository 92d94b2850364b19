import type { CheckoutState } from '../../adapters/payments/payment-gateway';

/**
 * A provider event, already verified and normalised. The Stripe webhook and the local TEST MODE
 * checkout both produce these and hand them to the same fulfilment code. `id` is the provider's
 * event id: an event is applied at most once, whatever the number or order of deliveries.
 */
export type PaymentEvent =
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
    };

/** What the app does with a verified event (implemented by the RSVP fulfilment). */
export interface PaymentEventHandler {
  handle(event: PaymentEvent): Promise<{ applied: boolean }>;
}
