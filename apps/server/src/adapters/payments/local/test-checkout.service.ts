import { TEST_CHECKOUT_MESSAGES, type TestCheckout } from '@meridian/contracts/payments-test-checkout';
import type { Orm } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { ProviderEvent, ProviderEventIntake } from '../provider-event';
import { localCheckoutStatus, toLocalCheckoutState } from './local-gateway';
import { localIds } from './local-ids';
import { createTestBillingService } from './test-billing.service';
import { testSubscriptionRepository } from './test-subscription.repository';
import { testCheckoutRepository as checkouts, type TestCheckoutRecord } from './test-checkout.repository';

export interface TestCheckoutServiceDeps {
  /** The payments module's intake: paying here hands it the same event a Stripe webhook would. */
  intake: ProviderEventIntake;
  publicUrl: string;
  now?: () => Date;
}

/** Stripe fills `{CHECKOUT_SESSION_ID}` into the success URL; so does the local checkout. */
const successUrlOf = (record: TestCheckoutRecord) => record.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', record.id);

/** What the TEST MODE checkout page can do with a checkout: show it, pay it, leave it. */
export function createTestCheckoutService(orm: Orm, deps: TestCheckoutServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const billing = createTestBillingService(orm, { intake: deps.intake, now });

  async function load(id: string): Promise<TestCheckoutRecord> {
    const record = await checkouts.find(orm, id);
    if (!record) throw new AppError('NOT_FOUND', TEST_CHECKOUT_MESSAGES.notFound);
    return record;
  }

  /** 409 for a checkout that can no longer be paid or left. */
  function refuseClosed(record: TestCheckoutRecord, at: Date): void {
    const status = localCheckoutStatus(record, at);
    if (status === 'complete') throw new AppError('CONFLICT', TEST_CHECKOUT_MESSAGES.complete);
    if (status === 'expired') throw new AppError('CONFLICT', TEST_CHECKOUT_MESSAGES.expired);
  }

  return {
    /** The TEST MODE billing page of the subscriptions this checkout starts. */
    billing,

    async view(id: string): Promise<TestCheckout> {
      const record = await load(id);
      const subscription = await testSubscriptionRepository.byCheckout(orm, record.id);
      return {
        id: record.id,
        interval: subscription ? (subscription.interval as 'month' | 'year') : null,
        status: localCheckoutStatus(record, now()),
        description: record.description,
        customerEmail: record.customerEmail,
        amountCents: record.amountCents,
        currency: record.currency,
        expiresAt: record.expiresAt.toISOString(),
        cancelUrl: record.cancelUrl,
        successUrl: successUrlOf(record),
      };
    },

    /**
     * Pays an open, unexpired checkout. The conditional UPDATE lets exactly one of several
     * concurrent clicks through, and it runs inside the intake's transaction with the
     * `checkout.completed` event's effect (the seat paid, its confirmation queued): a crash leaves
     * both done or neither, never a paid checkout with an unpaid seat.
     */
    async pay(id: string): Promise<{ redirectUrl: string }> {
      const at = now();
      const record = await load(id);
      refuseClosed(record, at);
      const paymentIntentId = localIds.paymentIntent();
      const paid: TestCheckoutRecord = { ...record, status: 'complete', paymentIntentId, completedAt: at };
      // A subscription-mode checkout starts its subscription; Stripe then sends its invoice and update.
      const started = await billing.start(paid.id, at);
      const event: ProviderEvent = {
        id: `evt_test_local_${paid.id}`,
        type: 'checkout.completed',
        checkout: {
          ...toLocalCheckoutState(paid, at, deps.publicUrl),
          ...(started ? { subscriptionId: started.subscriptionId } : {}),
        },
      };
      await deps.intake(event, {
        within: async (db) => {
          if (await checkouts.complete(db, id, paymentIntentId, at)) return;
          const current = await checkouts.find(db, id);
          if (current) refuseClosed(current, at);
          // Open yet not updated: it expired between the read and the UPDATE.
          throw new AppError('CONFLICT', TEST_CHECKOUT_MESSAGES.expired);
        },
      });
      for (const next of started?.events ?? []) await deps.intake(next);
      return { redirectUrl: successUrlOf(paid) };
    },

    /** The visitor leaves: the checkout stays open until it expires or the cancel page releases it. */
    async cancel(id: string): Promise<{ redirectUrl: string }> {
      const record = await load(id);
      refuseClosed(record, now());
      return { redirectUrl: record.cancelUrl };
    },
  };
}
export type TestCheckoutService = ReturnType<typeof createTestCheckoutService>;
