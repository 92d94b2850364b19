import type { KpiGranularity, KpiTotals } from '@meridian/contracts/kpi';
import type { Orm } from '../../db/database';
import type { DayRange } from '../../db/local-day';
import { bucketOf } from './kpi-period.rules';
import type { KpiFigures } from './kpi.ports';
import { visitsDaily } from './live-visits.service';

/** Everything the KPI counts on one day of the business's time zone. */
export interface DayFigures {
  pageViews: number;
  visitors: number;
  rsvpStarted: number;
  seatsCents: number;
  seatsSold: number;
  advertisingCents: number;
  refundsCents: number;
  commissionsCents: number;
  registered: number;
  paid: number;
  attended: number;
  replayWatched: number;
  signUps: number;
}

const EMPTY: DayFigures = {
  pageViews: 0,
  visitors: 0,
  rsvpStarted: 0,
  seatsCents: 0,
  seatsSold: 0,
  advertisingCents: 0,
  refundsCents: 0,
  commissionsCents: 0,
  registered: 0,
  paid: 0,
  attended: 0,
  replayWatched: 0,
  signUps: 0,
};

/** The money of one day of the business's time zone: the lines the KPI and Sales both count. */
export interface RevenueDay {
  day: string;
  /** Payments made that day, of every kind. */
  payments: number;
  seatsCents: number;
  seatsSold: number;
  advertisingCents: number;
  refundsCents: number;
  commissionsCents: number;
}

/**
 * The ledger's money day by day (docs/product.md, KPI and visit counting: revenue): payments by the
 * day paid, refunds by the day refunded, affiliate commissions by the day earned less reversals.
 * Only days with money are listed, oldest first.
 */
export async function revenueDaily(
  orm: Orm,
  figures: Pick<KpiFigures, 'payments' | 'commissions'>,
  range: DayRange,
): Promise<RevenueDay[]> {
  const [paid, refunded, commissions] = await Promise.all([
    figures.payments.paidDaily(orm, range),
    figures.payments.refundedDaily(orm, range),
    figures.commissions.daily(orm, range),
  ]);
  const days = new Map<string, RevenueDay>();
  const dayOf = (day: string) => {
    const found = days.get(day) ?? {
      day,
      payments: 0,
      seatsCents: 0,
      seatsSold: 0,
      advertisingCents: 0,
      refundsCents: 0,
      commissionsCents: 0,
    };
    days.set(day, found);
    return found;
  };
  for (const p of paid) {
    const day = dayOf(p.day);
    day.payments += p.count;
    if (p.kind === 'rsvp_seat') {
      day.seatsCents += p.cents;
      day.seatsSold += p.count;
    } else if (p.kind === 'advertising') day.advertisingCents += p.cents;
  }
  for (const r of refunded) dayOf(r.day).refundsCents += r.cents;
  for (const c of commissions) dayOf(c.day).commissionsCents += c.cents;
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

export interface PeriodFigures {
  days: Map<string, DayFigures>;
  /** Registrations made per day by their status now. */
  statuses: { day: string; status: string; count: number }[];
}

/**
 * The figures of the days of `range` day by day (docs/product.md, KPI and visit counting): visits
 * from the daily rollups, money, bookings and accounts from their tables by indexed ranges. The
 * report asks once for the period and the one it is compared with (docs/decisions/2026-11-23-kpi-rollups.md).
 */
export async function periodFigures(orm: Orm, figures: KpiFigures, range: DayRange): Promise<PeriodFigures> {
  if (range.days.length === 0) return { days: new Map(), statuses: [] };
  const [visits, money, registrations, signUps] = await Promise.all([
    visitsDaily(orm, range),
    revenueDaily(orm, figures, range),
    figures.registrations.dailyByStatus(orm, range),
    figures.users.signUpsDaily(orm, range),
  ]);
  const days = new Map<string, DayFigures>();
  const add = (day: string, patch: Partial<DayFigures>) => {
    const current = days.get(day) ?? { ...EMPTY };
    for (const [key, value] of Object.entries(patch) as [keyof DayFigures, number][]) current[key] += value;
    days.set(day, current);
  };
  for (const v of visits) add(v.day, { pageViews: v.pageViews, visitors: v.visitors, rsvpStarted: v.rsvpStarted });
  for (const m of money) {
    const { seatsCents, seatsSold, advertisingCents, refundsCents, commissionsCents } = m;
    add(m.day, { seatsCents, seatsSold, advertisingCents, refundsCents, commissionsCents });
  }
  for (const r of registrations) {
    add(r.day, { registered: r.count, paid: r.paid, attended: r.attended, replayWatched: r.replayWatched });
  }
  for (const s of signUps) add(s.day, { signUps: s.count });
  return { days, statuses: registrations.map(({ day, status, count }) => ({ day, status, count })) };
}

const netOf = (f: DayFigures) => f.seatsCents + f.advertisingCents - f.refundsCents - f.commissionsCents;

function sum(days: Iterable<DayFigures>): DayFigures {
  const total = { ...EMPTY };
  for (const day of days) for (const key of Object.keys(total) as (keyof DayFigures)[]) total[key] += day[key];
  return total;
}

/** The headline figures of the days `days` (a period), with the subscribers it gained and lost. */
export function totalsOf(
  figures: PeriodFigures,
  days: string[],
  subscribers: { gained: number; lost: number },
): KpiTotals {
  const t = sum(days.map((day) => figures.days.get(day) ?? EMPTY));
  return {
    revenue: {
      seatsCents: t.seatsCents,
      advertisingCents: t.advertisingCents,
      refundsCents: t.refundsCents,
      commissionsCents: t.commissionsCents,
      netCents: netOf(t),
    },
    seatsSold: t.seatsSold,
    pageViews: t.pageViews,
    visitors: t.visitors,
    funnel: {
      visitors: t.visitors,
      rsvpStarted: t.rsvpStarted,
      rsvpRegistered: t.registered,
      paid: t.paid,
      attended: t.attended,
      replayWatched: t.replayWatched,
    },
    signUps: t.signUps,
    subscribersGained: subscribers.gained,
    subscribersLost: subscribers.lost,
  };
}

/** One row per bucket of the period (every bucket present, empty ones as zero), oldest first. */
export function seriesOf(figures: PeriodFigures, days: string[], granularity: KpiGranularity) {
  const buckets = new Map<string, DayFigures[]>();
  for (const day of days) {
    const bucket = bucketOf(day, granularity);
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), figures.days.get(day) ?? EMPTY]);
  }
  return [...buckets].map(([bucket, inBucket]) => {
    const t = sum(inBucket);
    return {
      bucket,
      visitors: t.visitors,
      rsvpRegistered: t.registered,
      paid: t.paid,
      revenueCents: t.seatsCents + t.advertisingCents,
      netCents: netOf(t),
      signUps: t.signUps,
    };
  });
}
