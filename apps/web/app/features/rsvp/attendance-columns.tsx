import type { Attendee, JoinDevice } from '@meridian/contracts/rsvp-attendance';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { DataColumn } from '../../components/admin/data-table';
import { Stamp, stampText } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { attendeeName, type AttendanceAction } from './use-attendance-actions';

const DEVICE: Record<JoinDevice, string> = { desktop: 'Desktop', mobile: 'Phone', tablet: 'Tablet', other: 'Other' };

function attendedBadge(row: Attendee) {
  if (row.joinCount > 0) return { label: 'Joined', color: 'teal.9' };
  if (row.markedByHand) return { label: 'Marked by hand', color: 'blue.9' };
  return { label: 'Not joined', color: 'gray.7' };
}

interface ActionsProps {
  row: Attendee;
  /** The action running on this row, if any. */
  running: AttendanceAction | null;
  onAction: Options['onAction'];
}

function Actions({ row, running, onAction }: ActionsProps) {
  const who = attendeeName(row);
  const markAction: AttendanceAction | null = row.joinCount > 0 ? null : row.markedByHand ? 'unmark' : 'mark';
  return (
    <Group gap={6}>
      {markAction ? (
        <Button
          size="xs"
          variant="default"
          loading={running === markAction}
          disabled={running !== null && running !== markAction}
          aria-label={markAction === 'mark' ? `Mark ${who} as attended` : `Remove the attended mark of ${who}`}
          onClick={() => onAction(markAction, row)}
        >
          {markAction === 'mark' ? 'Mark attended' : 'Unmark'}
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="outline"
        color="red.9"
        loading={running === 'replace'}
        disabled={running !== null && running !== 'replace'}
        aria-label={`Revoke the join link of ${who} and email a new one`}
        onClick={() => onAction('replace', row)}
      >
        New link
      </Button>
    </Group>
  );
}

interface Options {
  zone: string;
  busy: { id: number; action: AttendanceAction } | null;
  onAction: (action: AttendanceAction, row: Attendee) => void;
}

/**
 * A session's paid seats: who and when booked, attended or not, joins and device, first and last
 * join, the link's flag, the replay's views, actions.
 */
export function attendanceColumns({ zone, busy, onAction }: Options): DataColumn<Attendee>[] {
  return [
    {
      title: 'Attendee',
      kind: 'main',
      maxWidth: 260,
      cell: (row) => (
        <>
          <Text fw={600}>{attendeeName(row)}</Text>
          <Text size="sm">{row.email}</Text>
          <Text size="sm" c="dimmed">
            Booked {stampText(row.bookedAt, zone)}
          </Text>
        </>
      ),
    },
    { title: 'Attended', cell: (row) => <StatusBadge {...attendedBadge(row)} /> },
    {
      title: 'Joins',
      numeric: true,
      cell: (row) => (
        <>
          <Text size="sm">{row.joinCount}</Text>
          {row.device ? (
            <Text size="sm" c="dimmed">
              {DEVICE[row.device]}
            </Text>
          ) : null}
        </>
      ),
    },
    { title: 'First joined', cell: (row) => <Stamp iso={row.firstJoinedAt} zone={zone} /> },
    { title: 'Last joined', cell: (row) => <Stamp iso={row.lastJoinedAt} zone={zone} /> },
    {
      title: 'Join link',
      maxWidth: 220,
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          {row.sharedAt ? <StatusBadge label="Shared" color="red.9" /> : null}
          <Text size="sm" c="dimmed">
            {row.sharedAt
              ? `Opened from too many devices ${stampText(row.sharedAt, zone)}`
              : row.linkIssuedAt
                ? 'Personal link sent'
                : 'Not sent yet'}
          </Text>
          {row.revokedLinks > 0 ? (
            <Text size="sm" c="dimmed">
              {row.revokedLinks === 1 ? '1 link revoked' : `${row.revokedLinks} links revoked`}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      title: 'Replay',
      cell: (row) =>
        row.replayFirstWatchedAt ? (
          <>
            <Text size="sm">{row.replayViews === 1 ? '1 view' : `${row.replayViews} views`}</Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              First {stampText(row.replayFirstWatchedAt, zone)}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Not watched
          </Text>
        ),
    },
    {
      title: 'Actions',
      kind: 'actions',
      cell: (row) => (
        <Actions row={row} running={busy?.id === row.registrationId ? busy.action : null} onAction={onAction} />
      ),
    },
  ];
}
