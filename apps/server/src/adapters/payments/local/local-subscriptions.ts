import type { Orm } from '../../../db/database';
import { addMonths } from '../../../lib/add-months';
import { PaymentProviderError, withAddedTaxCents } from '../payment-gateway';
import type { InvoiceState, SubscriptionInterval, SubscriptionPort, SubscriptionState } from '../subscription-port';
import { localCheckoutUrl } from './local-gateway-urls';
import { randomAlphanumeric } from './local-ids';
import { testCheckoutRepository as checkouts } from './test-checkout.repository';
import {
  testSubscriptionRepository as subscriptions,
  type TestSubscriptionRecord,
} from './test-subscription.repository';

/** The TEST MODE billing page of the web app for a local subscription (its id is the bearer). */
export const localBillingUrl = (publicUrl: string, id: string) => `${publicUrl}/billing/test/${id}`;

/** How long a local subscription checkout stays open (Stripe's default: 24 hours). */
const CHECKOUT_LIFETIME_MS = 24 * 3_600_000;

/** One interval after `from`, as Stripe counts it (same day of the next month or year, clamped to its end). */
export const addInterval = (from: Date, interval: SubscriptionInterval): Date =>
  addMonths(from, interval === 'year' ? 12 : 1);

export function toLocalSubscriptionState(record: TestSubscriptionRecord): SubscriptionState {
  return {
    id: record.id,
    customerId: record.customerId,
    status: record.status as SubscriptionState['status'],
    interval: record.interval as SubscriptionInterval,
    amountCents: record.amountCents,
    currency: record.currency,
    currentPeriodEnd: record.currentPeriodEnd,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    endedAt: record.endedAt,
    metadata: record.metadata,
  };
}

/** An invoice of a local subscription, for the events the TEST MODE pages produce. */
export function localInvoice(
  record: TestSubscriptionRecord,
  invoice: { status: 'paid' | 'open'; amountCents: number; billingReason: string; periodStart: Date; periodEnd: Date },
): InvoiceState {
  // Every invoice adds the subscription's tax rate on top of its price, as a Stripe Tax Rate does.
  const basisPoints = record.addedTaxBasisPoints;
  const amountCents = withAddedTaxCents(invoice.amountCents, basisPoints ? { basisPoints } : null);
  return {
    id: `in_test_local_${randomAlphanumeric(24)}`,
    subscriptionId: record.id,
    status: invoice.status,
    amountPaidCents: invoice.status === 'paid' ? amountCents : 0,
    amountDueCents: amountCents,
    currency: record.currency,
    billingReason: invoice.billingReason,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    metadata: record.metadata,
  };
}

/**
 * The subscriptions port without Stripe: a subscription-mode checkout is a local checkout with a
 * `test_subscriptions` row beside it; paying it (test-checkout.service.ts) starts the subscription,
 * and the TEST MODE billing page (test-billing.service.ts) plays the portal and the renewals.
 */
export function createLocalSubscriptions(orm: Orm, options: { publicUrl: string; now: () => Date }): SubscriptionPort {
  async function load(id: string): Promise<TestSubscriptionRecord> {
    const record = await subscriptions.find(orm, id);
    if (!record) throw new PaymentProviderError(`No such subscription: ${id}`);
    return record;
  }

  return {
    async createSubscriptionCheckout(request) {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
        throw new PaymentProviderError(
          `The amount must be a positive whole number of cents (got ${request.amountCents}).`,
        );
      }
      const expiresAt = new Date(options.now().getTime() + CHECKOUT_LIFETIME_MS);
      const amountCents = withAddedTaxCents(request.amountCents, request.addedTax);
      const checkout = await checkouts.openOnce(orm, { ...request, amountCents }, expiresAt);
      await subscriptions.insertOnce(orm, {
        id: `sub_test_local_${randomAlphanumeric(32)}`,
        checkoutId: checkout.id,
        customerId: `cus_test_local_${randomAlphanumeric(24)}`,
        description: request.description,
        interval: request.interval,
        amountCents: request.amountCents,
        addedTaxBasisPoints: request.addedTax?.basisPoints ?? null,
        currency: request.currency,
        metadata: request.metadata,
      });
      return { id: checkout.id, url: localCheckoutUrl(options.publicUrl, checkout.id) };
    },

    retrieveSubscription: async (id) => toLocalSubscriptionState(await load(id)),

    async cancelSubscription(id, { atPeriodEnd }) {
      const record = await load(id);
      if (record.status === 'canceled') return toLocalSubscriptionState(record);
      const change = atPeriodEnd
        ? { cancelAtPeriodEnd: true }
        : { status: 'canceled', endedAt: options.now(), cancelAtPeriodEnd: false };
      const updated = await subscriptions.update(orm, id, record.status, change);
      return toLocalSubscriptionState(updated ?? (await load(id)));
    },

    async createPortalSession(request) {
      const record = await load(request.subscriptionId);
      if (record.customerId !== request.customerId) {
        throw new PaymentProviderError(`Subscription ${record.id} does not belong to customer ${request.customerId}.`);
      }
      await subscriptions.update(orm, record.id, record.status, {
        returnUrl: request.returnUrl,
        planOptions: request.planOptions,
      });
      return { url: localBillingUrl(options.publicUrl, record.id) };
    },
  };
}
