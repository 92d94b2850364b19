import { getAffiliateSummary } from '@meridian/contracts/affiliates';
import { Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { DEFAULT_KPI_PERIOD } from '../../components/admin/kpi-period';
import { KpiPeriodPicker } from '../../components/admin/kpi-period-picker';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { AffiliateKpiCards } from '../../features/affiliates/affiliate-kpi-cards';
import { ConversionsTable } from '../../features/affiliates/conversions-table';
import { ReferralsOverTime } from '../../features/affiliates/referrals-over-time';
import { useAffiliateKpi } from '../../features/affiliates/use-affiliate-kpi';
import { EmptyState } from '../../components/site/empty-state';
import { formatLongDate } from '../../lib/format';

/**
 * The affiliate panel's "KPI" (docs/product.md, Affiliate commissions and payouts): clicks, sign-ups
 * and paid conversions from their links, the conversion rate, commission pending, approved, paid and
 * reversed, a chart over the chosen period and the conversions with buyers masked.
 */
export default function AffiliateKpiPage() {
  const [period, setPeriod] = useState(DEFAULT_KPI_PERIOD);
  const kpi = useAffiliateKpi(period);
  const summary = kpi.summary;
  const first = summary?.daily[0]?.day;
  const last = summary?.daily.at(-1)?.day;

  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="KPI"
        summary="What your referral links have brought in. Days are UTC; commission stays pending through the holding period, then is paid out with the next payout."
        action={null}
      />
      <KpiPeriodPicker period={period} onChange={setPeriod} schema={getAffiliateSummary.query} />
      {kpi.error ? <LoadError title="KPI" message={kpi.error} onRetry={kpi.reload} /> : null}
      {summary ? (
        <Stack gap="lg" aria-busy={kpi.loading}>
          {first && last ? (
            <Text size="sm" c="dimmed">
              {formatLongDate(first)} to {formatLongDate(last)}
            </Text>
          ) : null}
          <AffiliateKpiCards summary={summary} />
          <ReferralsOverTime days={summary.daily} currency={summary.currency} />
          <ConversionsTable
            rows={kpi.conversions}
            loading={kpi.loading}
            empty={
              <EmptyState icon={<IconReceipt size={28} />} title="No paid conversions in this period">
                When someone who came through your link pays for a seat, the purchase appears here with your commission.
              </EmptyState>
            }
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
