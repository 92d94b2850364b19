import { listSessionWaitlist, type WaitlistEntry, type WaitlistEntryStatus } from '@meridian/contracts/rsvp-admin';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { Stamp, stampText } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { useLiveAdminData } from '../../lib/use-live-admin-data';

/** Badge text and a colour dark enough for white text (WCAG AA). */
const STATUS: Record<WaitlistEntryStatus, { label: string; color: string }> = {
  waiting: { label: 'Waiting', color: 'blue.9' },
  offered: { label: 'Offered', color: 'violet.9' },
  claimed: { label: 'Claimed', color: 'teal.9' },
  lapsed: { label: 'Expired', color: 'gray.7' },
  removed: { label: 'Removed', color: 'dark.5' },
};

/** What became of the entry, under its badge. */
function statusNote(entry: WaitlistEntry, zone: string): string | null {
  switch (entry.status) {
    case 'waiting':
      return `Number ${entry.position} in line`;
    case 'offered':
      return entry.offerExpiresAt ? `Seat held until ${stampText(entry.offerExpiresAt, zone)}` : null;
    case 'claimed':
      return 'Booked the offered seat';
    case 'lapsed':
      return entry.offerExpiresAt ? `The offer ran out ${stampText(entry.offerExpiresAt, zone)}` : null;
    case 'removed':
      return 'The session was cancelled';
  }
}

function columns(zone: string): DataColumn<WaitlistEntry>[] {
  return [
    {
      title: 'Person',
      kind: 'main',
      maxWidth: 260,
      cell: (entry) => (
        <>
          <Text fw={600}>{`${entry.firstName} ${entry.lastName}`.trim()}</Text>
          <Text size="sm">{entry.email}</Text>
          {entry.phone ? (
            <Text size="sm" c="dimmed">
              {entry.phone}
            </Text>
          ) : null}
        </>
      ),
    },
    { title: 'Position', numeric: true, cell: (entry) => entry.position ?? '—' },
    {
      title: 'Status',
      maxWidth: 220,
      cell: (entry) => {
        const note = statusNote(entry, zone);
        return (
          <Stack gap={4} align="flex-start">
            <StatusBadge {...STATUS[entry.status]} />
            {note ? (
              <Text size="sm" c="dimmed">
                {note}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    { title: 'Joined', cell: (entry) => <Stamp iso={entry.joinedAt} zone={zone} /> },
    { title: 'Offered', cell: (entry) => <Stamp iso={entry.offeredAt} zone={zone} /> },
  ];
}

/**
 * A session's waitlist (docs/product.md, Webinar seats): everyone who joined, in order, with their
 * place in line, the seat offered to them and whether they claimed it or let it run out.
 */
export function WaitlistTable({ sessionId, zone, empty }: { sessionId: number; zone: string; empty: ReactNode }) {
  const waitlist = useLiveAdminData(
    listSessionWaitlist,
    { params: { id: sessionId } },
    { fallbackError: 'The waitlist could not be loaded.' },
  );
  return (
    <>
      {waitlist.error ? (
        <LoadError title="Waitlist" message={waitlist.error} onRetry={() => void waitlist.reload()} />
      ) : null}
      <DataTable
        label="Waitlist"
        columns={columns(zone)}
        rowKey={(entry) => entry.id}
        sort={{ column: 'Joined', direction: 'ascending', caption: 'In the order they joined' }}
        minWidth={760}
        rows={waitlist.data?.items}
        loading={waitlist.loading}
        empty={empty}
      />
    </>
  );
}
