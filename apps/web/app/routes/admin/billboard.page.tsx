import { listAdvertisers } from '@meridian/contracts/billboard-advertisers';
import {
  BILLBOARD_STATS_CSV_PATH,
  getBillboardStats,
  listAdminCreatives,
  type AdminCreative,
} from '@meridian/contracts/billboard';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhotoCheck, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { AdvertiserTable } from '../../features/billboard/advertiser-table';
import { BillboardStats } from '../../features/billboard/billboard-stats';
import { RejectCreativeModal } from '../../features/billboard/reject-creative-modal';
import { ReviewCard } from '../../features/billboard/review-card';
import { EmptyState } from '../../components/site/empty-state';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

/**
 * The admin's "Digital Billboard": the review queue, the advertisers with plan, status and revenue,
 * the creatives approved for the site (each can be paused at once), those paused, and the figures.
 */
export default function BillboardPage() {
  const creatives = useEndpointQuery(listAdminCreatives, { query: {} });
  const advertisers = useEndpointQuery(listAdvertisers);
  const stats = useEndpointQuery(getBillboardStats);
  const [rejecting, setRejecting] = useState<AdminCreative | null>(null);
  const all = creatives.data ?? [];
  const pending = all.filter((creative) => creative.status === 'pending');
  const approved = all.filter((creative) => creative.status === 'approved');
  const paused = all.filter((creative) => creative.status === 'paused');
  const failed = creatives.error ?? advertisers.error;

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
        summary="Creatives waiting for review, the advertisers and what they paid, the creatives on the site, and their figures."
        action={null}
      />
      {failed ? (
        <LoadError
          title="Digital Billboard"
          message={failed.message}
          onRetry={() => void Promise.all([creatives.refetch(), advertisers.refetch()])}
        />
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
      <AdvertiserTable
        rows={advertisers.data}
        loading={advertisers.isFetching}
        empty={
          <EmptyState icon={<IconUsers size={28} />} title="No advertisers yet">
            People who sign up for the Digital Billboard appear here with their plan and what they paid.
          </EmptyState>
        }
      />
      {approved.length > 0 ? (
        <>
          <Title order={2} size="h3">
            Approved
          </Title>
          <Text c="dimmed" size="sm">
            Shown on the site while their advertiser&apos;s plan runs and inside their schedule. Pause one to take it
            off at once.
          </Text>
          {cards(approved)}
        </>
      ) : null}
      {paused.length > 0 ? (
        <>
          <Title order={2} size="h3">
            Paused
          </Title>
          <Text c="dimmed" size="sm">
            Off the site until you approve them again.
          </Text>
          {cards(paused)}
        </>
      ) : null}
      <BillboardStats days={stats.data ?? []} csvPath={BILLBOARD_STATS_CSV_PATH} section="Digital Billboard" />
      {rejecting ? <RejectCreativeModal creative={rejecting} onClose={() => setRejecting(null)} /> : null}
    </Stack>
  );
}
