import type { SalesPeriod, SalesSummary } from '@meridian/contracts/payments';
import type { KpiSettings } from '@meridian/contracts/kpi';
import type { Orm } from '../../db/database';
import { revenueDaily, type RevenueDay } from './kpi-figures.service';
import { bucketOf, dayRange, localDayOf } from './kpi-period.rules';
import type { KpiFigures } from './kpi.ports';

export interface SalesSummaryDeps {
  orm: Orm;
  now: () => Date;
  settings: () => Promise<{ kpi: KpiSettings; currency: string }>;
  figures: Pick<KpiFigures, 'payments' | 'commissions'>;
}

type Totals = SalesSummary['totals'];

const totalsOf = (days: RevenueDay[]): Totals => {
  const sum = (pick: (day: RevenueDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  const grossCents = sum((day) => day.seatsCents + day.advertisingCents);
  const refundedCents = sum((day) => day.refundsCents);
  const commissionsCents = sum((day) => day.commissionsCents);
  return {
    count: sum((day) => day.payments),
    grossCents,
    refundedCents,
    commissionsCents,
    netCents: grossCents - refundedCents - commissionsCents,
  };
};

/**
 * Sales' totals by day, week or month (docs/product.md, Money): the KPI's revenue lines, counted the
 * same way and by days of the same time zone, so "Net revenue" is one figure on both pages: payments
 * by the day paid, refunds by the day refunded, affiliate commissions by the day earned (less
 * reversals). Without dates it covers everything from the first payment to today.
 */
export function createSalesSummary(deps: SalesSummaryDeps) {
  return async function salesSummary(query: {
    period: SalesPeriod;
    from?: string;
    to?: string;
  }): Promise<SalesSummary> {
    const { kpi, currency } = await deps.settings();
    const { timeZone } = kpi;
    const today = localDayOf(deps.now(), timeZone);
    const first = query.from ? null : await deps.figures.payments.firstPaidAt(deps.orm);
    const from = query.from ?? (first ? localDayOf(first, timeZone) : today);
    const to = query.to ?? (today < from ? from : today);
    const days = await revenueDaily(deps.orm, deps.figures, dayRange(from, to, timeZone));
    const buckets = new Map<string, RevenueDay[]>();
    for (const day of days) {
      const bucket = bucketOf(day.day, query.period);
      buckets.set(bucket, [...(buckets.get(bucket) ?? []), day]);
    }
    const periods = [...buckets]
      .map(([start, inBucket]) => ({ start, ...totalsOf(inBucket) }))
      .sort((a, b) => b.start.localeCompare(a.start));
    return { currency, timeZone, period: query.period, totals: totalsOf(days), periods };
  };
}
export type SalesSummaryService = ReturnType<typeof createSalesSummary>;
