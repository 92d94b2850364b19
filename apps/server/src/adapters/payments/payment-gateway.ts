/**
 * The payment provider as the app needs it: Stripe Checkout in production, the local TEST MODE
 * checkout by default. Both report outcomes as PaymentEvents to the same fulfilment code.
 */
export interface CheckoutRequest {
  /** Our registration reference; Stripe's client_reference_id. */
  clientReferenceId: string;
  /** The line item's name, e.g. "Webinar seat: Reading price action — Tue 1 Dec 2026, 7:00 PM EST". */
  description: string;
  amountCents: number;
  /** ISO 4217, lower case (usd). */
  currency: string;
  customerEmail: string;
  /** Passed through to the provider (registration id, session id, affiliate id). */
  metadata: Record<string, string>;
  /**
   * When the seat hold ends; the checkout should close then. A provider with a longer minimum
   * (Stripe: 30 minutes) keeps its page open longer, and the hold's sweep closes it when the hold ends.
   */
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  /** Same key, same checkout: a retried request never opens a second one. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  /** Where the browser goes to pay. */
  url: string;
}

export type CheckoutStatus = 'open' | 'complete' | 'expired';
export type CheckoutPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

/** What the provider knows about a checkout (webhook payloads and reconciliation read this). */
export interface CheckoutState {
  id: string;
  status: CheckoutStatus;
  paymentStatus: CheckoutPaymentStatus;
  paymentIntentId: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  amountTotalCents: number;
  currency: string;
  /** Where the browser pays while the checkout is open (Stripe's `url`); null once complete or expired. */
  url: string | null;
}

export interface RefundRequest {
  paymentIntentId: string;
  /** Omitted: the whole remaining amount. */
  amountCents?: number;
  idempotencyKey: string;
}

export interface RefundResult {
  id: string;
  amountCents: number;
}

export interface PaymentGateway {
  readonly provider: 'stripe' | 'test';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckout(id: string): Promise<CheckoutState>;
  /** Closes an open checkout so it can no longer be paid; answers its state afterwards (a paid one stays complete). */
  expireCheckout(id: string): Promise<CheckoutState>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** Thrown by a gateway when the provider cannot be reached or refuses a call. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
