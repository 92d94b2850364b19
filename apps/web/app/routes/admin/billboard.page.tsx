import { listAdminCreatives, type AdminCreative } from '@meridian/contracts/billboard';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPhotoCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { RejectCreativeModal } from '../../features/billboard/reject-creative-modal';
import { ReviewCard } from '../../features/billboard/review-card';
import { EmptyState } from '../../features/site/empty-state';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

/** The admin's "Digital Billboard": creatives awaiting review, and those approved or paused. */
export default function BillboardPage() {
  const creatives = useEndpointQuery(listAdminCreatives, { query: {} });
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
        summary="Creatives waiting for review, and the ones approved for the site or paused."
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
      {rejecting ? <RejectCreativeModal creative={rejecting} onClose={() => setRejecting(null)} /> : null}
    </Stack>
  );
}
