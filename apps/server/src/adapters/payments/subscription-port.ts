import type { AddedTax } from '@meridian/contracts/receipts-settings';
import type { CheckoutSession } from './payment-gateway';

/**
 * Recurring plans (advertising) through the provider: a hosted checkout in subscription mode, the
 * subscription's state as the provider holds it, cancelling, and the provider's billing portal.
 * Renewals and failures come back as ProviderEvents (`invoice.paid`, `invoice.payment_failed`,
 * `subscription.updated`, `subscription.deleted`); the app's status always follows the provider.
 */
export type SubscriptionInterval = 'month' | 'year';

/** Stripe's subscription statuses (a status Stripe adds later reads as `incomplete`: nothing is served on it). */
export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'paused';

export interface SubscriptionCheckoutRequest {
  /** The subscribing domain's own reference (Stripe's client_reference_id). */
  clientReferenceId: string;
  /** The plan's name on the checkout page and the invoices, e.g. "Digital Billboard — yearly plan". */
  description: string;
  /** Charged every interval; the price is fixed at checkout (a later price change applies to new subscriptions). */
  amountCents: number;
  /** A tax rate added on top of the price on every invoice (a plan change keeps it). */
  addedTax?: AddedTax;
  currency: string;
  interval: SubscriptionInterval;
  customerEmail: string;
  /** Set on the checkout and on the subscription (so every invoice and subscription event carries it). */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** A subscription as the provider holds it now. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  interval: SubscriptionInterval;
  amountCents: number;
  currency: string;
  /** When the current paid period ends (the next renewal, or the end for one cancelled at period end). */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  metadata: Record<string, string>;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

/** An invoice of a subscription (the first payment, a renewal, a proration). */
export interface InvoiceState {
  id: string;
  subscriptionId: string | null;
  status: InvoiceStatus;
  amountPaidCents: number;
  amountDueCents: number;
  currency: string;
  /** subscription_create, subscription_cycle, subscription_update… */
  billingReason: string | null;
  periodStart: Date;
  periodEnd: Date;
  /** The subscription's metadata when the invoice was made (Stripe's subscription_details snapshot). */
  metadata: Record<string, string>;
}

export interface PortalSessionRequest {
  customerId: string;
  /** The subscription the page manages (the local TEST MODE portal shows this one). */
  subscriptionId: string;
  returnUrl: string;
  /**
   * The plans the customer may switch to. Stripe's portal takes them from its own configuration; the
   * local TEST MODE billing page offers these.
   */
  planOptions: Array<{ interval: SubscriptionInterval; amountCents: number }>;
}

export interface SubscriptionPort {
  createSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<CheckoutSession>;
  retrieveSubscription(id: string): Promise<SubscriptionState>;
  /** At period end: the plan runs until its paid period ends; otherwise it ends now. */
  cancelSubscription(id: string, options: { atPeriodEnd: boolean }): Promise<SubscriptionState>;
  /** Where the customer manages billing (Stripe's customer portal; locally the TEST MODE billing page). */
  createPortalSession(request: PortalSessionRequest): Promise<{ url: string }>;
}
