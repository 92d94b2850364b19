import type { CreativeDay } from '@meridian/contracts/billboard';
import { listCreatives, submitCreative, type Creative } from '@meridian/contracts/billboard-creatives';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ApiError } from '../../lib/api-client';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { CreativeFormModal } from './creative-form-modal';
import { CreativeStatusBadge } from './creative-status-badge';
import { FiguresLine } from './figures-line';
import { CreativeView, displayHostOf } from './creative-view';

/** Impressions and clicks of one creative over every day counted. */
function totalsOf(days: readonly CreativeDay[], creativeId: number) {
  const mine = days.filter((day) => day.creativeId === creativeId);
  const impressions = mine.reduce((sum, day) => sum + day.impressions, 0);
  const clicks = mine.reduce((sum, day) => sum + day.clicks, 0);
  return { impressions, clicks };
}

/** "From Dec 1, 2026, 9:00 AM until Dec 24, 2026, 6:00 PM", or null without a schedule. */
function scheduleOf(creative: Creative): string | null {
  const from = creative.startsAt ? `from ${formatDateTime(creative.startsAt)}` : '';
  const until = creative.endsAt ? `until ${formatDateTime(creative.endsAt)}` : '';
  const text = [from, until].filter(Boolean).join(' ');
  return text ? `Shown ${text}` : null;
}

interface CardProps {
  creative: Creative;
  days: readonly CreativeDay[];
  onEdit: () => void;
}

function CreativeCard({ creative, days, onEdit }: CardProps) {
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
        {scheduleOf(creative) ? <Text size="sm">{scheduleOf(creative)}</Text> : null}
        {creative.status === 'rejected' && creative.rejectionReason ? (
          <Text size="sm" c="red.9" role="note">
            Rejected: {creative.rejectionReason}
          </Text>
        ) : null}
        <FiguresLine impressions={totals.impressions} clicks={totals.clicks} />
        <Group>
          {creative.status === 'draft' || creative.status === 'rejected' ? (
            <Button loading={submit.isPending} onClick={() => submit.mutate({ params: { id: creative.id } })}>
              Submit for review
            </Button>
          ) : null}
          <Button variant="default" onClick={onEdit}>
            Edit
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The advertiser's creatives with their review status, reasons, schedule and figures; each can be edited. */
export function CreativeList({ creatives, days }: { creatives: readonly Creative[]; days: readonly CreativeDay[] }) {
  const [editing, setEditing] = useState<Creative | null>(null);
  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {creatives.map((creative) => (
          <CreativeCard key={creative.id} creative={creative} days={days} onEdit={() => setEditing(creative)} />
        ))}
      </SimpleGrid>
      {editing ? <CreativeFormModal creative={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
