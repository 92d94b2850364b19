import { getAdvertiserPlan, type AdvertiserPlan } from '@meridian/contracts/billboard-advertisers';
import { ADVERTISER_STATS_CSV_PATH, getAdvertiserStats } from '@meridian/contracts/billboard';
import { listCreatives } from '@meridian/contracts/billboard-creatives';
import { Button, Loader, Stack, Title } from '@mantine/core';
import { IconPhotoPlus, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { BillboardStats } from '../../features/billboard/billboard-stats';
import { CreativeFormModal } from '../../features/billboard/creative-form-modal';
import { CreativeList } from '../../features/billboard/creative-list';
import { PlanCard } from '../../features/billboard/plan-card';
import { EmptyState } from '../../components/site/empty-state';
import { formatDate, formatMoneyExact } from '../../lib/format';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

const INVOICE_COLUMNS: DataColumn<AdvertiserPlan['invoices'][number]>[] = [
  { title: 'Description', kind: 'main', maxWidth: 360, cell: (invoice) => invoice.description },
  { title: 'Paid', cell: (invoice) => formatDate(invoice.paidAt) },
  { title: 'Amount', numeric: true, cell: (invoice) => formatMoneyExact(invoice.amountCents, invoice.currency) },
];

/** The advertiser's "My Billboard": plan and billing, invoices, creatives with their review and figures. */
export default function AdvertiserBillboardPage() {
  const plan = useEndpointQuery(getAdvertiserPlan);
  const creatives = useEndpointQuery(listCreatives);
  const stats = useEndpointQuery(getAdvertiserStats);
  const [adding, setAdding] = useState(false);
  const failed = plan.error ?? creatives.error;

  return (
    <Stack gap="lg" maw={1200}>
      <SectionHeader
        title="My Billboard"
        summary="Your plan, the creatives you show on the site with their review and figures, and your invoices."
        action={
          <Button leftSection={<IconPhotoPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            New creative
          </Button>
        }
      />
      {failed ? (
        <LoadError
          title="My Billboard"
          message={failed.message}
          onRetry={() => void Promise.all([plan.refetch(), creatives.refetch()])}
        />
      ) : null}
      {!plan.data || !creatives.data ? (
        failed ? null : (
          <Loader aria-label="Loading your billboard" />
        )
      ) : (
        <>
          <PlanCard plan={plan.data} creatives={creatives.data} />
          <Title order={2} size="h3">
            Creatives
          </Title>
          {creatives.data.length === 0 ? (
            <EmptyState icon={<IconPhotoPlus size={28} />} title="No creatives yet">
              Add an image banner or a text ad, then submit it for review. Once approved it is shown while your plan
              runs.
            </EmptyState>
          ) : (
            <>
              <CreativeList creatives={creatives.data} days={stats.data ?? []} />
              <BillboardStats days={stats.data ?? []} csvPath={ADVERTISER_STATS_CSV_PATH} section="My Billboard" />
            </>
          )}
          <Title order={2} size="h3">
            Invoices
          </Title>
          <DataTable
            label="Invoices"
            columns={INVOICE_COLUMNS}
            rowKey={(invoice) => invoice.id}
            sort={{ column: 'Paid', direction: 'descending', caption: 'Latest first' }}
            minWidth={480}
            rows={plan.data.invoices}
            loading={plan.isFetching}
            empty={
              <EmptyState icon={<IconReceipt size={28} />} title="No invoices yet">
                Each payment of your plan is listed here once it is paid.
              </EmptyState>
            }
          />
        </>
      )}
      {adding ? <CreativeFormModal onClose={() => setAdding(false)} /> : null}
    </Stack>
  );
}
