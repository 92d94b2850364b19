import type { SalesSummary } from '@meridian/contracts/payments';
import { StatCards } from '../../components/admin/stat-cards';
import { formatMoneyExact } from '../../lib/format';

/** Gross, refunds, affiliate commissions, net revenue and how many payments, for the chosen range. */
export function SummaryCards({ summary }: { summary: SalesSummary }) {
  const { totals, currency } = summary;
  return (
    <StatCards
      cards={[
        { label: 'Gross', value: formatMoneyExact(totals.grossCents, currency) },
        { label: 'Refunds', value: formatMoneyExact(totals.refundedCents, currency) },
        { label: 'Affiliate commissions', value: formatMoneyExact(totals.commissionsCents, currency) },
        { label: 'Net revenue', value: formatMoneyExact(totals.netCents, currency) },
        { label: 'Payments', value: String(totals.count) },
      ]}
    />
  );
}
