import type { AdvertisingStatus } from '@meridian/contracts/billboard-advertisers';
import type { SubscriptionState } from '../../adapters/payments/payment-gateway';
import type { PublicContent } from '../../core/public-content/public-content';
import type { Orm } from '../../db/database';
import type { PaymentKindHandler, SubscriptionContext } from '../payments/payments.module';
import { billboardRepository as repo, type AdvertiserSubscriptionRecord } from './billboard.repository';

/** The billing ledger's kind for plan payments (Sales shows it as "Advertising"). */
export const ADVERTISING_PAYMENT_KIND = 'advertising';
/** The metadata key naming our plan row on the checkout, the subscription and every invoice. */
export const PLAN_REFERENCE_KEY = 'advertiserSubscriptionId';

/** The plan's status as the provider's subscription says (docs/product.md, Digital billboard). */
export function statusOf(subscription: SubscriptionState): AdvertisingStatus {
  switch (subscription.status) {
    case 'canceled':
    case 'incomplete_expired':
      return 'ended';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'active':
    case 'trialing':
      return subscription.cancelAtPeriodEnd ? 'cancelled' : 'active';
    case 'incomplete':
    case 'paused':
      return 'pending';
  }
}

export const planDescription = (plan: string) => `Digital Billboard — ${plan} plan`;

/**
 * Plan payments in the billing ledger. Every subscription event (checkout completed, invoice paid or
 * failed, subscription updated or deleted) applies the subscription as the provider holds it now,
 * so any order and any number of deliveries end in the same state; a paid invoice is one ledger row
 * (kind `advertising`, subject the invoice), which publishes `payment.received` once. A change in
 * status moves the public content version, so the site's billboards follow within seconds.
 */
export function createBillboardPaymentHandler(deps: { publicContent: PublicContent }): PaymentKindHandler {
  async function planOf(db: Orm, context: SubscriptionContext): Promise<AdvertiserSubscriptionRecord> {
    const reference = Number(context.subscription.metadata[PLAN_REFERENCE_KEY]);
    const row = Number.isInteger(reference) ? await repo.byId(db, reference, true) : undefined;
    // An event of a subscription we never opened: failing makes the provider deliver it again, and
    // the failure is listed for the operator.
    if (!row) throw new Error(`Subscription ${context.subscription.id} names no advertising plan of ours.`);
    return row;
  }

  return {
    async onSubscription(db, context) {
      const row = await planOf(db, context);
      const { subscription } = context;
      const status = statusOf(subscription);
      const updated = await repo.update(db, row.id, {
        status,
        plan: subscription.interval === 'year' ? 'yearly' : 'monthly',
        providerSubscriptionId: subscription.id,
        customerId: subscription.customerId,
        amountCents: subscription.amountCents,
        currency: subscription.currency,
        currentPeriodEnd: subscription.currentPeriodEnd,
      });
      const { event } = context;
      if (event.type === 'invoice.paid' && event.invoice.amountPaidCents > 0) {
        const description = planDescription(updated?.plan ?? row.plan);
        const payment = await context.recordInvoice(event.invoice, {
          subject: { type: 'invoice', id: event.invoice.id },
          description,
          buyerEmail: row.buyerEmail,
          buyerName: row.buyerName,
          affiliateId: row.affiliateId,
        });
        await repo.addInvoice(db, {
          paymentId: payment.id,
          subscriptionId: row.id,
          description,
          amountCents: payment.amountCents,
          currency: payment.currency,
          paidAt: payment.paidAt,
        });
      }
      if (status !== row.status || subscription.currentPeriodEnd?.getTime() !== row.currentPeriodEnd?.getTime()) {
        await deps.publicContent.changed(db);
      }
    },

    async onPaid() {
      // Advertising checkouts are subscriptions: their completion comes through onSubscription.
      throw new Error('An advertising checkout completed without a subscription.');
    },

    async onExpired() {
      // An unpaid plan checkout closing changes nothing: the plan stays pending and a new checkout may be opened.
    },

    async onRefunded() {
      // A refunded invoice does not end the plan: the provider's own subscription events say whether it runs on.
    },
  };
}
