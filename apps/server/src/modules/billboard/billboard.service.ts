import {
  ADVERTISING_MESSAGES,
  type AdvertiserPlan,
  type AdvertisingStatus,
  type AdvertisingSubscription,
} from '@meridian/contracts/billboard-advertisers';
import type { AdvertisingPlan } from '@meridian/contracts/users';
import { PaymentProviderError } from '../../adapters/payments/payment-gateway';
import type { Orm } from '../../db/database';
import type { RequestUser } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Payments } from '../payments/payments.module';
import { ADVERTISING_PAYMENT_KIND, PLAN_REFERENCE_KEY, planDescription } from './billboard-payments.service';
import {
  billboardRepository as repo,
  RUNNING_STATUSES,
  type AdvertiserSubscriptionRecord,
} from './billboard.repository';

export interface AdvertisingPrices {
  monthlyCents: number;
  yearlyCents: number;
  currency: string;
}

export interface BillboardDeps {
  orm: Orm;
  ledger: Payments;
  /** The site's current plan prices (an admin's change applies to new subscriptions only). */
  prices: () => Promise<AdvertisingPrices>;
  /** The plan the advertiser chose at sign-up. */
  chosenPlan: (userId: number) => Promise<AdvertisingPlan>;
  /** The users module's check of a referral: the affiliate's id when it may earn from it, else null. */
  referringAffiliate: (db: Orm, referral: number | string | null) => Promise<number | null>;
  /** Who referred the user's sign-up, or null (their attribution wins over what the browser says). */
  signUpReferrer: (userId: number) => Promise<number | null>;
  publicUrl: string;
  now: () => Date;
  log: { error(object: unknown, message: string): void };
}

/** How long after a renewal was due a running plan still serves while the provider's renewal event is on its way. */
export const RENEWAL_GRACE_MS = 3 * 24 * 3_600_000;

/** Whether a plan's creatives may be shown at `now` (docs/product.md, Digital billboard). */
export function isServing(row: Pick<AdvertiserSubscriptionRecord, 'status' | 'currentPeriodEnd'>, now: Date): boolean {
  if (!(RUNNING_STATUSES as readonly string[]).includes(row.status)) return false;
  if (!row.currentPeriodEnd) return true;
  const grace = row.status === 'cancelled' ? 0 : RENEWAL_GRACE_MS;
  return row.currentPeriodEnd.getTime() + grace > now.getTime();
}

const isRunning = (row: AdvertiserSubscriptionRecord | undefined) =>
  !!row && (RUNNING_STATUSES as readonly string[]).includes(row.status);

function toSubscription(row: AdvertiserSubscriptionRecord): AdvertisingSubscription {
  return {
    plan: row.plan as AdvertisingPlan,
    status: row.status as AdvertisingStatus,
    amountCents: row.amountCents,
    currency: row.currency,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    startedAt: row.createdAt.toISOString(),
  };
}

/** An advertiser's plan: what it is, paying for it (Checkout in subscription mode) and managing it (the portal). */
export function createBillboardService(deps: BillboardDeps) {
  const { orm } = deps;
  const dashboardUrl = `${deps.publicUrl}/advertising/dashboard`;

  async function reuseOpenCheckout(pending: AdvertiserSubscriptionRecord | undefined, amountCents: number) {
    if (!pending?.checkoutId || pending.amountCents !== amountCents) return null;
    const state = await deps.ledger.retrieveCheckout(pending.checkoutId).catch(() => null);
    return state?.status === 'open' && state.url ? state.url : null;
  }

  return {
    async plan(userId: number): Promise<AdvertiserPlan> {
      const [latest, prices, invoices] = await Promise.all([
        repo.latestOf(orm, userId),
        deps.prices(),
        repo.invoicesOf(orm, userId),
      ]);
      return {
        chosenPlan: (latest?.plan as AdvertisingPlan | undefined) ?? (await deps.chosenPlan(userId)),
        prices,
        subscription: latest ? toSubscription(latest) : null,
        invoices: invoices.map((invoice) => ({
          id: invoice.paymentId,
          description: invoice.description,
          amountCents: invoice.amountCents,
          currency: invoice.currency,
          paidAt: invoice.paidAt.toISOString(),
        })),
        serving: !!latest && isServing(latest, deps.now()),
      };
    },

    /** Opens Checkout in subscription mode for the plan at today's price; the status follows the provider's events. */
    async checkout(user: RequestUser, input: { plan: AdvertisingPlan; referredBy: string | null }) {
      if (isRunning(await repo.latestOf(orm, user.id))) {
        throw new AppError('CONFLICT', ADVERTISING_MESSAGES.alreadySubscribed);
      }
      const prices = await deps.prices();
      const amountCents = input.plan === 'yearly' ? prices.yearlyCents : prices.monthlyCents;
      const reused = await reuseOpenCheckout(await repo.pendingOf(orm, user.id, input.plan), amountCents);
      if (reused) return { url: reused };
      const affiliateId = await deps.referringAffiliate(orm, (await deps.signUpReferrer(user.id)) ?? input.referredBy);
      const row = await repo.insert(orm, {
        userId: user.id,
        plan: input.plan,
        amountCents,
        currency: prices.currency,
        buyerEmail: user.email,
        buyerName: `${user.firstName} ${user.lastName}`.trim(),
        affiliateId,
      });
      try {
        const session = await deps.ledger.openSubscriptionCheckout(ADVERTISING_PAYMENT_KIND, {
          clientReferenceId: `advertiser-plan-${row.id}`,
          description: planDescription(input.plan),
          amountCents,
          currency: prices.currency,
          interval: input.plan === 'yearly' ? 'year' : 'month',
          customerEmail: user.email,
          metadata: {
            [PLAN_REFERENCE_KEY]: String(row.id),
            userId: String(user.id),
            ...(affiliateId ? { affiliateId: String(affiliateId) } : {}),
          },
          successUrl: `${dashboardUrl}?checkout=success`,
          cancelUrl: `${dashboardUrl}?checkout=cancelled`,
          idempotencyKey: `advertiser-plan-${row.id}`,
        });
        await repo.setCheckout(orm, row.id, session.id);
        return { url: session.url };
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps.log.error({ err: error, planId: row.id }, 'could not open a plan checkout');
        throw new AppError('UNAVAILABLE', ADVERTISING_MESSAGES.checkoutFailed);
      }
    },

    /** The provider's billing page for the running plan (cancel, switch plan, payment method). */
    async portal(userId: number): Promise<{ url: string }> {
      const latest = await repo.latestOf(orm, userId);
      if (!latest?.customerId || !latest.providerSubscriptionId) {
        throw new AppError('NOT_FOUND', ADVERTISING_MESSAGES.noPlan);
      }
      const prices = await deps.prices();
      try {
        return await deps.ledger.createPortalSession({
          customerId: latest.customerId,
          subscriptionId: latest.providerSubscriptionId,
          returnUrl: dashboardUrl,
          planOptions: [
            { interval: 'month', amountCents: prices.monthlyCents },
            { interval: 'year', amountCents: prices.yearlyCents },
          ],
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps.log.error({ err: error, planId: latest.id }, 'could not open the billing portal');
        throw new AppError('UNAVAILABLE', ADVERTISING_MESSAGES.portalFailed);
      }
    },
  };
}
export type BillboardService = ReturnType<typeof createBillboardService>;
