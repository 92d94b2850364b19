import type { KpiReport, KpiTotals } from '@meridian/contracts/kpi';
import { StatCards, type StatCard } from '../../components/admin/stat-cards';
import { formatCount, formatMoneyExact } from '../../lib/format';
import { changeNote } from './kpi-change';

interface Headline {
  label: string;
  value: (totals: KpiTotals) => number;
  money?: boolean;
  detail?: (totals: KpiTotals) => string;
}

const HEADLINES: readonly Headline[] = [
  { label: 'Net revenue', value: (t) => t.revenue.netCents, money: true },
  { label: 'Seats sold', value: (t) => t.seatsSold },
  { label: 'Visitors', value: (t) => t.visitors },
  { label: 'Paid', value: (t) => t.funnel.paid },
  { label: 'Sign-ups', value: (t) => t.signUps },
  {
    label: 'Subscribers net',
    value: (t) => t.subscribersGained - t.subscribersLost,
    detail: (t) => `${formatCount(t.subscribersGained)} gained, ${formatCount(t.subscribersLost)} lost`,
  },
];

/** The period's six headline figures, each with its change from the previous period when compared. */
export function HeadlineCards({ report }: { report: KpiReport }) {
  const { totals, previousTotals, currency } = report;
  const cards: StatCard[] = HEADLINES.map(({ label, value, money, detail }) => {
    const format = money ? (cents: number) => formatMoneyExact(cents, currency) : formatCount;
    const current = value(totals);
    return {
      label,
      value: format(current),
      ...(previousTotals ? { note: changeNote(current, value(previousTotals), format) } : {}),
      ...(detail ? { detail: detail(totals) } : {}),
    };
  });
  return <StatCards cards={cards} columns={3} />;
}
