import { addedTaxCents, type AddedTax } from '@meridian/contracts/receipts-settings';
import type { SubscriptionPort } from './subscription-port';

export type * from './subscription-port';

/**
 * The payment provider as the app needs it, split into ports: Stripe in production, the local TEST
 * MODE checkout by default. Both report outcomes as ProviderEvents to the payments module's intake.
 */
export interface CheckoutRequest {
  /** The paying domain's own reference (a registration's reference for a seat); Stripe's client_reference_id. */
  clientReferenceId: string;
  /** The line item's name, e.g. "Webinar seat: Reading price action — Tue 1 Dec 2026, 7:00 PM EST". */
  description: string;
  /** The price (the line above); the checkout charges it plus `addedTax`. */
  amountCents: number;
  /**
   * A tax rate the provider adds on top of the price (Stripe: an exclusive Tax Rate on the line), set
   * by the ledger from the receipt settings; the checkout's total includes it.
   */
  addedTax?: AddedTax;
  /** ISO 4217, lower case (usd). */
  currency: string;
  customerEmail: string;
  /** Passed through to the provider; the payments module adds the payment kind under `kind`. */
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

/** What a price comes to with the tax rate added on top, as a provider charges it (Stripe rounds each line's tax to the cent). */
export function withAddedTaxCents(
  amountCents: number,
  addedTax: Pick<AddedTax, 'basisPoints'> | null | undefined,
): number {
  return addedTax ? amountCents + addedTaxCents(amountCents, addedTax.basisPoints) : amountCents;
}

/** What a checkout is opened from: a request's fields but its end, which each kind of checkout sets its own way. */
export type CheckoutOpening = Omit<CheckoutRequest, 'expiresAt'>;

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
  /** A subscription-mode checkout: the subscription it started, once complete. */
  subscriptionId?: string | null;
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

export type PaymentProvider = 'stripe' | 'test';

/** One-off payments through a hosted checkout page. */
export interface CheckoutPort {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckout(id: string): Promise<CheckoutState>;
  /** Closes an open checkout so it can no longer be paid; answers its state afterwards (a paid one stays complete). */
  expireCheckout(id: string): Promise<CheckoutState>;
}

/** Money back on a payment made through any port. */
export interface RefundPort {
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** A connected (Stripe Express) account that receives affiliate payouts. */
export interface ConnectedAccount {
  id: string;
  /** Onboarding finished and the provider lets money out to the account's bank. */
  payoutsEnabled: boolean;
  /** The provider accepted the details the account holder submitted. */
  detailsSubmitted: boolean;
  /** Our user the account was opened for (its metadata), when known. */
  userId: number | null;
}

export interface CreateConnectedAccountRequest {
  userId: number;
  email: string;
  /** The account holder's public page (Stripe asks for a business website; an affiliate's is a referral link). */
  websiteUrl?: string;
  /** Same key, same account: a retried call never opens a second one. */
  idempotencyKey: string;
}

export interface OnboardingLinkRequest {
  accountId: string;
  /** Where the provider sends the person when onboarding ends (or is left). */
  returnUrl: string;
  /** Where the provider sends the person when the link has expired and a fresh one is needed. */
  refreshUrl: string;
}

export interface TransferRequest {
  accountId: string;
  amountCents: number;
  currency: string;
  /** A payout's own reference, so the transfer can be found again (Stripe's transfer_group). */
  transferGroup: string;
  metadata: Record<string, string>;
  /** Same key, same transfer: a payout job that runs twice moves the money once. */
  idempotencyKey: string;
}

export interface TransferResult {
  id: string;
  amountCents: number;
}

/** What the provider knows about a transfer (the Connect webhook's `transfer.*` payloads). */
export interface TransferState {
  id: string;
  accountId: string;
  amountCents: number;
  /** How much of it was taken back from the connected account so far. */
  amountReversedCents: number;
  currency: string;
  transferGroup: string | null;
  metadata: Record<string, string>;
}

/**
 * Payouts to affiliates through connected accounts (Stripe Connect Express). Account changes come
 * back as `account.updated` ConnectEvents (the Connect webhook, or the local onboarding page).
 */
export interface ConnectPort {
  createConnectedAccount(request: CreateConnectedAccountRequest): Promise<ConnectedAccount>;
  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount>;
  /** A fresh, single-use onboarding link (they expire within minutes at Stripe). */
  createOnboardingLink(request: OnboardingLinkRequest): Promise<{ url: string }>;
  createTransfer(request: TransferRequest): Promise<TransferResult>;
}

/**
 * Everything the app asks of one provider. Recurring plans (advertising) are the `SubscriptionPort`
 * (subscription-port.ts) and payouts to affiliates the `ConnectPort`, each its own interface composed
 * here and implemented beside the others in stripe/ and local/.
 */
export interface PaymentGateway extends CheckoutPort, RefundPort, ConnectPort, SubscriptionPort {
  readonly provider: PaymentProvider;
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
