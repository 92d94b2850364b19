import { listAdvertisers, ADVERTISING_STATUS_LABELS, type AdvertiserRow } from '@meridian/contracts/advertising';
import { listAdminCreatives, type AdminCreative } from '@meridian/contracts/billboard';
import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDeviceTv, IconPhotoCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { RejectCreativeModal } from '../../features/billboard/reject-creative-modal';
import { ReviewCard } from '../../features/billboard/review-card';
import { EmptyState } from '../../features/site/empty-state';
import { formatDate, formatMoney } from '../../lib/format';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

const COLUMNS = ['Advertiser', 'Plan', 'Status', 'Next renewal', 'Revenue', 'Creatives', 'Awaiting review'];
const PLAN_LABELS = { monthly: 'Monthly', yearly: 'Yearly' } as const;

function AdvertiserTableRow({ row }: { row: AdvertiserRow }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{row.name}</Text>
        <Text size="sm" c="dimmed">
          {row.email}
        </Text>
      </Table.Td>
      <Table.Td>{PLAN_LABELS[row.plan]}</Table.Td>
      <Table.Td>{row.status ? ADVERTISING_STATUS_LABELS[row.status] : 'Not subscribed'}</Table.Td>
      <Table.Td>{row.currentPeriodEnd ? formatDate(row.currentPeriodEnd) : '—'}</Table.Td>
      <Table.Td>{formatMoney(row.revenueCents, row.currency)}</Table.Td>
      <Table.Td>{row.creatives}</Table.Td>
      <Table.Td>{row.pendingCreatives}</Table.Td>
    </Table.Tr>
  );
}

/** The admin's "Digital Billboard": creatives awaiting review (and those shown now), and the advertisers' plans. */
export default function BillboardPage() {
  const creatives = useEndpointQuery(listAdminCreatives, { query: {} });
  const advertisers = useEndpointQuery(listAdvertisers);
  const [rejecting, setRejecting] = useState<AdminCreative | null>(null);
  const all = creatives.data ?? [];
  const pending = all.filter((creative) => creative.status === 'pending');
  const live = all.filter((creative) => creative.status === 'approved' || creative.status === 'paused');

  const cards = (list: AdminCreative[]) => (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      {list.map((creative) => (
        <ReviewCard key={creative.id} creative={creative} onReject={() => setRejecting(creative)} />
      ))}
    </SimpleGrid>
  );

  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="Digital Billboard"
        summary="Creatives waiting for review, the ones on the site now, and every advertiser's plan."
        action={null}
      />
      {creatives.error ? (
        <LoadError title="Creatives" message={creatives.error.message} onRetry={() => void creatives.refetch()} />
      ) : null}
      <Title order={2} size="h3">
        Awaiting review
      </Title>
      {creatives.data && pending.length === 0 ? (
        <EmptyState icon={<IconPhotoCheck size={28} />} title="Nothing to review">
          Creatives that advertisers submit appear here with a preview, to approve or reject with a reason.
        </EmptyState>
      ) : (
        cards(pending)
      )}
      {live.length > 0 ? (
        <>
          <Title order={2} size="h3">
            Approved and paused
          </Title>
          {cards(live)}
        </>
      ) : null}
      <Title order={2} size="h3">
        Advertisers
      </Title>
      {advertisers.error ? (
        <LoadError title="Advertisers" message={advertisers.error.message} onRetry={() => void advertisers.refetch()} />
      ) : null}
      <DataTable
        label="Advertisers"
        columns={COLUMNS}
        minWidth={900}
        rows={advertisers.data}
        loading={advertisers.isFetching}
        empty={
          <EmptyState icon={<IconDeviceTv size={28} />} title="No advertisers yet">
            Advertisers appear here once they sign up, with their plan, its status and renewal, and the revenue it has
            brought in.
          </EmptyState>
        }
      >
        {(row) => <AdvertiserTableRow key={row.userId} row={row} />}
      </DataTable>
      {rejecting ? <RejectCreativeModal creative={rejecting} onClose={() => setRejecting(null)} /> : null}
    </Stack>
  );
}
