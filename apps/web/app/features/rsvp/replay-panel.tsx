import {
  getSessionReplay,
  removeSessionReplay,
  type AdminReplay,
  type SessionReplay,
} from '@meridian/contracts/rsvp-replays';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { LoadError } from '../../components/admin/load-error';
import { stampText } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { formatCount, formatFileSize } from '../../lib/format';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { useLiveAdminData } from '../../lib/use-live-admin-data';

const ReplayFormModal = lazy(() => import('./replay-form-modal'));

const KIND: Record<AdminReplay['kind'], string> = {
  youtube: 'YouTube video',
  vimeo: 'Vimeo video',
  file: 'Video file',
  page: 'Web page (opens in a new tab)',
};

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

function ReplaySummary({ replay, zone }: { replay: AdminReplay; zone: string }) {
  const what =
    replay.source === 'upload'
      ? `Uploaded ${replay.contentType === 'video/webm' ? 'WebM' : 'MP4'} file, ${formatFileSize(replay.sizeBytes ?? 0)}`
      : KIND[replay.kind];
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <StatusBadge label={replay.expired ? 'Expired' : 'Available'} color={replay.expired ? 'gray.7' : 'teal.9'} />
        <Text size="sm" fw={600}>
          {what}
        </Text>
      </Group>
      {replay.url ? (
        <Anchor
          href={replay.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {replay.url}
        </Anchor>
      ) : null}
      <Text size="sm" c="dimmed">
        {replay.expired ? 'Expired' : 'Available until'} {stampText(replay.expiresAt, zone)} (
        {plural(replay.availableDays, 'day', 'days')} from the last save)
      </Text>
    </Stack>
  );
}

/** What the panel says when there is no replay: why none can be attached yet, or how to attach one. */
function emptyText(data: SessionReplay, zone: string, attachable: boolean): string {
  if (data.cancelled) return 'This session was cancelled, so it has no replay.';
  if (!attachable) {
    return `A replay can be attached once the session's join links close, at ${stampText(data.attachableFrom, zone)}.`;
  }
  return 'No replay yet. Attach a video address (YouTube, Vimeo or any https address) or upload an MP4 or WebM file; every paid seat is emailed their personal link to it once.';
}

/**
 * A session's replay (docs/product.md, Replays) above its attendance: attach a video address or an
 * uploaded recording for some days, replace or remove it, and how many seats were emailed and watched.
 */
export function ReplayPanel({ sessionId, zone }: { sessionId: number; zone: string }) {
  const replay = useLiveAdminData(
    getSessionReplay,
    { params: { id: sessionId } },
    { fallbackError: 'The replay could not be loaded.' },
  );
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useEndpointMutation(removeSessionReplay, {
    invalidates: [getSessionReplay],
    failure: { title: 'Replay', fallback: 'The replay could not be removed.' },
    success: () => 'The replay was removed.',
  });
  const data = replay.data;
  const attachable = Boolean(data && !data.cancelled && Date.now() >= Date.parse(data.attachableFrom));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="replay-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h4" id="replay-heading">
            Replay
          </Title>
          {data?.replay ? (
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setEditing(true)}>
                Replace replay
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setRemoving(true)}
              >
                Remove
              </Button>
            </Group>
          ) : (
            <Button
              size="xs"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              disabled={!attachable}
              onClick={() => setEditing(true)}
            >
              Attach replay
            </Button>
          )}
        </Group>
        {replay.error ? <LoadError title="Replay" message={replay.error} onRetry={() => void replay.reload()} /> : null}
        {data?.replay ? <ReplaySummary replay={data.replay} zone={zone} /> : null}
        {data && !data.replay ? (
          <Text size="sm" c="dimmed">
            {emptyText(data, zone, attachable)}
          </Text>
        ) : null}
        {data?.replay ? (
          <Text size="sm" data-testid="replay-figures">
            Emailed to {formatCount(data.figures.mailed)} of {plural(data.figures.paid, 'paid seat', 'paid seats')} ·{' '}
            {plural(data.figures.viewers, 'viewer', 'viewers')} · {plural(data.figures.views, 'view', 'views')}
          </Text>
        ) : null}
      </Stack>
      {editing && data ? (
        <Suspense fallback={null}>
          <ReplayFormModal opened sessionId={sessionId} current={data.replay} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        opened={removing}
        title="Remove the replay?"
        confirmLabel="Remove replay"
        busy={remove.isPending}
        onConfirm={() => void remove.run({ params: { id: sessionId } }).then((done) => done && setRemoving(false))}
        onClose={() => setRemoving(false)}
      >
        <Text size="sm">
          Attendees' links will say the session has ended, without the replay. An uploaded file is deleted. Attaching a
          replay again later emails every paid seat again.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
