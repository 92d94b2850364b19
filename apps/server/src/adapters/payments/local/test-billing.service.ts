import {
  TEST_BILLING_MESSAGES,
  type TestBilling,
  type TestBillingAction,
} from '@meridian/contracts/billboard-advertisers';
import type { Orm } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { ProviderEvent, ProviderEventIntake } from '../provider-event';
import type { SubscriptionInterval } from '../subscription-port';
import { addInterval, localInvoice, toLocalSubscriptionState } from './local-subscriptions';
import { randomAlphanumeric } from './local-ids';
import {
  testSubscriptionRepository as subscriptions,
  type TestSubscriptionChange,
  type TestSubscriptionRecord,
} from './test-subscription.repository';

const eventId = () => `evt_test_local_${randomAlphanumeric(24)}`;

/** Stripe's proration on an interval change: the new price now, less the unused time of the old one. */
export function prorationCents(record: TestSubscriptionRecord, newAmountCents: number, at: Date): number {
  const start = record.currentPeriodStart?.getTime() ?? at.getTime();
  const end = record.currentPeriodEnd?.getTime() ?? at.getTime();
  const unused = end > start ? Math.max(0, Math.min(1, (end - at.getTime()) / (end - start))) : 0;
  return Math.max(0, newAmountCents - Math.round(record.amountCents * unused));
}

/**
 * The TEST MODE billing page (the local stand-in for Stripe's customer portal, with a tester's
 * extra buttons): cancel at period end, switch plan, renew now, or fail the renewal. Each action
 * changes the local subscription and hands the intake the events Stripe would send.
 */
export function createTestBillingService(orm: Orm, deps: { intake: ProviderEventIntake; now: () => Date }) {
  async function load(id: string): Promise<TestSubscriptionRecord> {
    const record = await subscriptions.find(orm, id);
    if (!record || record.status === 'incomplete') throw new AppError('NOT_FOUND', TEST_BILLING_MESSAGES.notFound);
    return record;
  }

  async function deliver(events: ProviderEvent[]): Promise<void> {
    for (const event of events) await deps.intake(event);
  }

  /** Applies `change` if the subscription is still as read; a concurrent action wins otherwise. */
  async function change(record: TestSubscriptionRecord, update: TestSubscriptionChange) {
    const updated = await subscriptions.update(orm, record.id, record.status, update);
    if (!updated) throw new AppError('CONFLICT', TEST_BILLING_MESSAGES.changed);
    return updated;
  }

  const updatedEvent = (record: TestSubscriptionRecord): ProviderEvent => ({
    id: eventId(),
    type: record.status === 'canceled' ? 'subscription.deleted' : 'subscription.updated',
    subscription: toLocalSubscriptionState(record),
  });

  async function renew(record: TestSubscriptionRecord, fail: boolean): Promise<ProviderEvent[]> {
    const at = deps.now();
    if (record.cancelAtPeriodEnd) {
      const ended = await change(record, { status: 'canceled', endedAt: at });
      return [updatedEvent(ended)];
    }
    const interval = record.interval as SubscriptionInterval;
    // A failed renewal being paid keeps the period it was for; a due one starts where the last ended.
    const periodStart =
      record.status === 'past_due' ? (record.currentPeriodStart ?? at) : (record.currentPeriodEnd ?? at);
    const periodEnd = addInterval(periodStart, interval);
    const invoice = { amountCents: record.amountCents, billingReason: 'subscription_cycle', periodStart, periodEnd };
    if (fail) {
      const failed = await change(record, {
        status: 'past_due',
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
      });
      return [
        {
          id: eventId(),
          type: 'invoice.payment_failed',
          invoice: localInvoice(failed, { ...invoice, status: 'open' }),
        },
        updatedEvent(failed),
      ];
    }
    const renewed = await change(record, {
      status: 'active',
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
    });
    return [
      { id: eventId(), type: 'invoice.paid', invoice: localInvoice(renewed, { ...invoice, status: 'paid' }) },
      updatedEvent(renewed),
    ];
  }

  async function switchPlan(record: TestSubscriptionRecord, interval: SubscriptionInterval): Promise<ProviderEvent[]> {
    const option = record.planOptions.find((plan) => plan.interval === interval);
    if (!option || interval === record.interval) throw new AppError('CONFLICT', TEST_BILLING_MESSAGES.samePlan);
    const at = deps.now();
    const due = prorationCents(record, option.amountCents, at);
    const periodEnd = addInterval(at, interval);
    const switched = await change(record, {
      interval,
      amountCents: option.amountCents,
      currentPeriodStart: at,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
    });
    const invoice = localInvoice(switched, {
      status: 'paid',
      amountCents: due,
      billingReason: 'subscription_update',
      periodStart: at,
      periodEnd,
    });
    return [...(due > 0 ? [{ id: eventId(), type: 'invoice.paid' as const, invoice }] : []), updatedEvent(switched)];
  }

  async function view(id: string): Promise<TestBilling> {
    const record = await load(id);
    return {
      id: record.id,
      description: record.description,
      status: record.status as TestBilling['status'],
      interval: record.interval as SubscriptionInterval,
      amountCents: record.amountCents,
      currency: record.currency,
      currentPeriodEnd: record.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: record.cancelAtPeriodEnd,
      returnUrl: record.returnUrl,
      planOptions: record.planOptions.filter((plan) => plan.interval !== record.interval),
    };
  }

  return {
    view,

    async act(id: string, action: TestBillingAction): Promise<TestBilling> {
      const record = await load(id);
      if (record.status === 'canceled') throw new AppError('CONFLICT', TEST_BILLING_MESSAGES.ended);
      switch (action.action) {
        case 'cancel':
          await deliver([updatedEvent(await change(record, { cancelAtPeriodEnd: true }))]);
          break;
        case 'resume':
          await deliver([updatedEvent(await change(record, { cancelAtPeriodEnd: false }))]);
          break;
        case 'renew':
          await deliver(await renew(record, false));
          break;
        case 'fail-renewal':
          await deliver(await renew(record, true));
          break;
        case 'switch':
          await deliver(await switchPlan(record, action.interval));
          break;
      }
      return view(id);
    },

    /** A paid subscription-mode checkout starts its subscription: the events Stripe sends then. */
    async start(checkoutId: string, at: Date): Promise<{ subscriptionId: string; events: ProviderEvent[] } | null> {
      const record = await subscriptions.byCheckout(orm, checkoutId);
      if (!record) return null;
      const periodEnd = addInterval(at, record.interval as SubscriptionInterval);
      const active =
        (await subscriptions.update(orm, record.id, 'incomplete', {
          status: 'active',
          currentPeriodStart: at,
          currentPeriodEnd: periodEnd,
        })) ?? record;
      const invoice = localInvoice(active, {
        status: 'paid',
        amountCents: active.amountCents,
        billingReason: 'subscription_create',
        periodStart: at,
        periodEnd,
      });
      return {
        subscriptionId: active.id,
        events: [{ id: eventId(), type: 'invoice.paid', invoice }, updatedEvent(active)],
      };
    },
  };
}
export type TestBillingService = ReturnType<typeof createTestBillingService>;
