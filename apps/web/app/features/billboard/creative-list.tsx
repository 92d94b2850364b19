import { listCreatives, submitCreative, type Creative, type CreativeDay } from '@meridian/contracts/billboard';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ApiError } from '../../lib/api-client';
import { formatCount, formatPercent } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { CreativeStatusBadge } from './creative-status-badge';
import { CreativeView, displayHostOf } from './creative-view';

/** Impressions and clicks of one creative over every day counted. */
function totalsOf(days: readonly CreativeDay[], creativeId: number) {
  const mine = days.filter((day) => day.creativeId === creativeId);
  const impressions = mine.reduce((sum, day) => sum + day.impressions, 0);
  const clicks = mine.reduce((sum, day) => sum + day.clicks, 0);
  return { impressions, clicks, ctr: impressions > 0 ? clicks / impressions : 0 };
}

function CreativeCard({ creative, days }: { creative: Creative; days: readonly CreativeDay[] }) {
  const submit = useEndpointMutation(submitCreative, {
    invalidates: [listCreatives],
    onSuccess: () => notify.success({ title: 'My Billboard', message: `“${creative.name}” was sent for review.` }),
    onError: (error) =>
      notify.error({
        title: 'My Billboard',
        message: error instanceof ApiError ? error.message : 'It could not be sent. Please try again.',
      }),
  });
  const totals = totalsOf(days, creative.id);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={creative.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Text fw={700}>{creative.name}</Text>
          <CreativeStatusBadge status={creative.status} />
        </Group>
        <CreativeView creative={{ ...creative, displayHost: displayHostOf(creative.targetUrl) }} />
        <Text size="sm" c="dimmed">
          Links to {creative.targetUrl}
        </Text>
        {creative.status === 'rejected' && creative.rejectionReason ? (
          <Text size="sm" c="red.9" role="note">
            Rejected: {creative.rejectionReason}
          </Text>
        ) : null}
        <Group gap="xl">
          <Text size="sm">
            Impressions <strong>{formatCount(totals.impressions)}</strong>
          </Text>
          <Text size="sm">
            Clicks <strong>{formatCount(totals.clicks)}</strong>
          </Text>
          <Text size="sm">
            CTR <strong>{formatPercent(totals.ctr)}</strong>
          </Text>
        </Group>
        {creative.status === 'draft' || creative.status === 'rejected' ? (
          <Group>
            <Button loading={submit.isPending} onClick={() => submit.mutate({ params: { id: creative.id } })}>
              Submit for review
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The advertiser's creatives with their review status, reasons and figures. */
export function CreativeList({ creatives, days }: { creatives: readonly Creative[]; days: readonly CreativeDay[] }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      {creatives.map((creative) => (
        <CreativeCard key={creative.id} creative={creative} days={days} />
      ))}
    </SimpleGrid>
  );
}
