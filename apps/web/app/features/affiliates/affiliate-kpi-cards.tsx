import type { AffiliateSummary } from '@meridian/contracts/affiliates';
import { StatCards } from '../../components/admin/stat-cards';
import { formatCount, formatMoneyExact, formatPercent } from '../../lib/format';

/** Clicks, sign-ups, paid conversions and their rate, and commission by state, for the period. */
export function AffiliateKpiCards({ summary }: { summary: AffiliateSummary }) {
  const money = (cents: number) => formatMoneyExact(cents, summary.currency);
  const rate = summary.clicks === 0 ? 0 : summary.paidConversions / summary.clicks;
  return (
    <StatCards
      cards={[
        { label: 'Clicks', value: formatCount(summary.clicks) },
        { label: 'Sign-ups', value: formatCount(summary.signUps) },
        { label: 'Paid conversions', value: formatCount(summary.paidConversions) },
        { label: 'Conversion rate', value: formatPercent(rate), note: 'Paid conversions per click' },
        { label: 'Pending', value: money(summary.commissionPendingCents), note: 'In the holding period' },
        { label: 'Approved', value: money(summary.commissionApprovedCents), note: 'Paid out with the next payout' },
        { label: 'Paid', value: money(summary.commissionPaidCents) },
        { label: 'Reversed', value: money(summary.commissionReversedCents), note: 'Taken back after refunds' },
      ]}
    />
  );
}
