import { listAdvertisers } from '@meridian/contracts/billboard-advertisers';
import { listAdminCreatives, reviewCreative, type AdminCreative } from '@meridian/contracts/billboard';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { endpointQueryKey } from '../../lib/endpoint-query-key';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { CreativeStatusBadge } from './creative-status-badge';
import { CreativeView, displayHostOf } from './creative-view';

/** One creative in the admin's review: its preview, who sent it, where it links, and the decisions it allows. */
export function ReviewCard({ creative, onReject }: { creative: AdminCreative; onReject: () => void }) {
  const client = useQueryClient();
  const review = useEndpointMutation(reviewCreative, {
    // The advertisers' "to review" counts change with every decision.
    invalidates: [listAdminCreatives, listAdvertisers],
    onError: (error) => {
      notify.error({
        title: 'Digital Billboard',
        message: error instanceof ApiError ? error.message : 'The decision could not be saved. Please try again.',
      });
      // A creative changed meanwhile: show it as it is now.
      void client.invalidateQueries({ queryKey: endpointQueryKey(listAdminCreatives) });
    },
  });
  const busy = review.isPending;
  // Approval names the address shown here: if the advertiser changed it meanwhile, the server refuses.
  const approve = () =>
    review.mutate({ params: { id: creative.id }, body: { decision: 'approve', targetUrl: creative.targetUrl } });
  const pause = () => review.mutate({ params: { id: creative.id }, body: { decision: 'pause' } });
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={creative.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700}>{creative.name}</Text>
            <Text size="sm" c="dimmed">
              {creative.ownerName} · sent {formatDate(creative.createdAt)}
            </Text>
          </div>
          <CreativeStatusBadge status={creative.status} />
        </Group>
        <CreativeView creative={{ ...creative, displayHost: displayHostOf(creative.targetUrl) }} />
        <Text size="sm">
          Links to{' '}
          <Anchor href={creative.targetUrl} target="_blank" rel="noopener noreferrer">
            {creative.targetUrl}
          </Anchor>
        </Text>
        {creative.rejectionReason ? <Text size="sm">Rejected: {creative.rejectionReason}</Text> : null}
        <Group gap="sm">
          {creative.status === 'pending' || creative.status === 'paused' ? (
            <Button loading={busy} onClick={approve}>
              Approve
            </Button>
          ) : null}
          {creative.status === 'approved' ? (
            <Button variant="default" loading={busy} onClick={pause}>
              Pause
            </Button>
          ) : null}
          {creative.status !== 'rejected' && creative.status !== 'draft' ? (
            <Button variant="outline" color="red.9" disabled={busy} onClick={onReject}>
              Reject
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
