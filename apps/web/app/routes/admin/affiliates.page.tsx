import { ADMIN_AFFILIATES_EXPORT_PATH, getAffiliateSettings } from '@meridian/contracts/affiliates';
import { Stack, Title } from '@mantine/core';
import { IconCash, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../components/admin/data-table';
import { ExportCsvButton } from '../../components/admin/export-csv-button';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { affiliateColumns } from '../../features/affiliates/affiliate-columns';
import { PayoutsTable } from '../../features/affiliates/payouts-table';
import { ProgramSettingsForm } from '../../features/affiliates/program-settings-form';
import { useAdminAffiliates, usePayoutHistory } from '../../features/affiliates/use-affiliates-admin';
import { EmptyState } from '../../components/site/empty-state';
import { browserTimeZone } from '../../lib/datetime';
import { useAdminChanges } from '../../lib/use-admin-changes';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

/**
 * Admin "Affiliates" (docs/product.md, Affiliate commissions and payouts): every affiliate (and
 * sales staff with links) with code, Connect status, clicks, sign-ups, paid conversions and
 * commission; hold, release and Pay now; the program's settings; payout history; CSV export.
 */
export default function AffiliatesPage() {
  const [zone] = useState(browserTimeZone);
  useAdminChanges();
  const affiliates = useAdminAffiliates();
  const payouts = usePayoutHistory();
  const settings = useEndpointQuery(getAffiliateSettings);
  const changed = () => {
    void affiliates.reload();
    void payouts.reload();
  };

  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="Affiliates"
        summary="Affiliates, what they bring in and what they are owed. Commission is approved after the holding period and paid on the schedule below."
        action={
          <ExportCsvButton
            section="Affiliates"
            path={ADMIN_AFFILIATES_EXPORT_PATH}
            query={{}}
            fallbackName="affiliates.csv"
          />
        }
      />
      {affiliates.error ? (
        <LoadError title="Affiliates" message={affiliates.error} onRetry={() => void affiliates.reload()} />
      ) : null}
      <DataTable
        label="Affiliates"
        columns={affiliateColumns({ currency: affiliates.data?.currency ?? 'usd', onChanged: changed })}
        rowKey={(row) => row.userId}
        sort={{ caption: 'In sign-up order, earliest first' }}
        minWidth={900}
        rows={affiliates.data?.items}
        loading={affiliates.loading}
        empty={
          <EmptyState icon={<IconUsersGroup size={28} />} title="No affiliates yet">
            People who join the affiliate program appear here with their referral code, payout status, clicks, sign-ups,
            paid conversions and commission owed and paid.
          </EmptyState>
        }
      />
      {settings.data ? <ProgramSettingsForm settings={settings.data} /> : null}
      <Title order={2} size="h3">
        Payout history
      </Title>
      {payouts.error ? (
        <LoadError title="Payout history" message={payouts.error} onRetry={() => void payouts.reload()} />
      ) : null}
      <PayoutsTable
        rows={payouts.data}
        loading={payouts.loading}
        zone={zone}
        empty={
          <EmptyState icon={<IconCash size={28} />} title="No payouts yet">
            Approved commission at or above the minimum is paid to connected accounts on the schedule, or when you click
            Pay now.
          </EmptyState>
        }
      />
    </Stack>
  );
}
