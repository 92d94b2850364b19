import {
  AFFILIATE_MESSAGES,
  type AffiliateSummary,
  type Conversion,
  type CommissionStatus,
} from '@meridian/contracts/affiliates';
import type { Orm } from '../../db/database';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { commissionsRepository as commissions, type CommissionRow } from './commissions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = 30;

export interface KpiDeps {
  orm: Orm;
  now: () => Date;
  currency: () => Promise<string>;
  dailyClicks: (range: { from: string; to: string; ownerId?: number }) => Promise<{ day: string; count: number }[]>;
  referredSignUps: (range: { from: Date; to: Date; referredById?: number }) => Promise<{ count: number }[]>;
}

export interface Period {
  from?: string;
  to?: string;
  affiliateId?: number;
}

/** Whole UTC days from `from` to `to` inclusive (the last 30 days by default), as days and instants. */
export function periodOf(query: Period, now: Date) {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from = query.from ?? new Date(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return { from, to, days, start: new Date(Date.parse(from)), end: new Date(Date.parse(to) + DAY_MS) };
}

/** Whose figures the actor reads: their own, or any affiliate's for an admin; 403 otherwise. */
export function subjectOf(actor: Actor, affiliateId: number | undefined): number {
  const subject = affiliateId ?? actor.userId;
  if (subject !== actor.userId && !actor.isAdmin) throw new AppError('FORBIDDEN', AFFILIATE_MESSAGES.notYours);
  return subject;
}

function statusOf(earned: CommissionRow, reversedCents: number): CommissionStatus {
  if (earned.amountCents === 0) return 'none';
  if (reversedCents >= earned.amountCents) return 'reversed';
  return earned.status as CommissionStatus;
}

/** The affiliate's KPI (docs/product.md, Affiliate commissions and payouts): counts, balances, a daily series. */
export function createAffiliateKpi(deps: KpiDeps) {
  return {
    async summary(actor: Actor, query: Period): Promise<AffiliateSummary> {
      const affiliateId = subjectOf(actor, query.affiliateId);
      const period = periodOf(query, deps.now());
      const range = { from: period.start, to: period.end };
      const [clicks, signUps, [balance], daily, currency] = await Promise.all([
        deps.dailyClicks({ from: period.from, to: period.to, ownerId: affiliateId }),
        deps.referredSignUps({ ...range, referredById: affiliateId }),
        commissions.balances(deps.orm, { affiliateId, ...range }),
        commissions.daily(deps.orm, affiliateId, range),
        deps.currency(),
      ]);
      const clicksOn = new Map(clicks.map((c) => [c.day, c.count]));
      const commissionOn = new Map(daily.map((d) => [d.day, d]));
      return {
        clicks: clicks.reduce((sum, c) => sum + c.count, 0),
        signUps: signUps.reduce((sum, s) => sum + s.count, 0),
        paidConversions: balance?.conversions ?? 0,
        commissionPendingCents: balance?.pendingCents ?? 0,
        commissionApprovedCents: balance?.approvedCents ?? 0,
        commissionPaidCents: balance?.paidCents ?? 0,
        commissionReversedCents: balance?.reversedCents ?? 0,
        currency,
        daily: period.days.map((day) => ({
          day,
          clicks: clicksOn.get(day) ?? 0,
          conversions: commissionOn.get(day)?.conversions ?? 0,
          commissionCents: commissionOn.get(day)?.commissionCents ?? 0,
        })),
      };
    },

    /** Paid conversions in the period, newest first, with the buyer's address masked. */
    async conversions(actor: Actor, query: Period): Promise<Conversion[]> {
      const affiliateId = subjectOf(actor, query.affiliateId);
      const period = periodOf(query, deps.now());
      const rows = await commissions.list(deps.orm, affiliateId, { from: period.start, to: period.end });
      const reversed = new Map<number, number>();
      for (const row of rows) {
        if (row.entry === 'reversal') reversed.set(row.paymentId, (reversed.get(row.paymentId) ?? 0) - row.amountCents);
      }
      return rows
        .filter((row) => row.entry === 'earned')
        .map((row) => {
          const reversedCents = reversed.get(row.paymentId) ?? 0;
          return {
            paymentId: row.paymentId,
            description: row.description,
            buyerEmail: row.buyerMasked,
            amountCents: row.paymentCents,
            commissionCents: row.amountCents,
            reversedCents,
            currency: row.currency,
            status: statusOf(row, reversedCents),
            paidAt: row.paidAt.toISOString(),
            approvesAt: row.status === 'pending' ? row.approvesAt.toISOString() : null,
          };
        });
    },
  };
}
export type AffiliateKpi = ReturnType<typeof createAffiliateKpi>;
