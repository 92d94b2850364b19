import type { WebinarSession } from '@meridian/contracts/webinars';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DataColumn } from '../../components/admin/data-table';
import { StatusBadge } from '../../components/admin/status-badge';
import { formatClockTime, formatDuration, formatSessionDay, formatSessionStart } from '../../lib/datetime';
import { formatMoney } from '../../lib/format';
import { SESSION_STATE_BADGE, seatsLeft, sessionState } from './session-status';

interface SessionColumnsOptions {
  /** The admin's own zone: the start is shown there too when it differs. */
  ownZone: string;
  onEdit: (session: WebinarSession) => void;
  onCancel: (session: WebinarSession) => void;
}

/** "Tue, Dec 1, 2026 · 7:00 PM" in `timeZone`, the zone left for the line under it. */
function wallClock(iso: string, timeZone: string): string {
  return `${formatSessionDay(iso, timeZone)} · ${formatClockTime(iso, timeZone)}`;
}

/**
 * The start reads "Tue, Dec 1, 2026 · 7:00 PM" over its zone's name, which is shown once; the
 * admin's own clock follows when it differs.
 */
function Start({ session, ownZone }: { session: WebinarSession; ownZone: string }) {
  const start = wallClock(session.startsAt, session.timezone);
  const sameClock = wallClock(session.startsAt, ownZone) === start;
  return (
    <>
      <Text size="sm">{start}</Text>
      <Text size="sm" c="dimmed">
        {session.timezone}
      </Text>
      {!sameClock ? (
        <Text size="sm" c="dimmed">
          Your time: {formatSessionStart(session.startsAt, ownZone)}
        </Text>
      ) : null}
    </>
  );
}

function Seats({ session }: { session: WebinarSession }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {session.capacity} {session.capacity === 1 ? 'seat' : 'seats'}
      </Text>
      <Text size="sm" c="dimmed">
        {session.seatsPaid} paid · {session.seatsHeld} held · {seatsLeft(session)} left
      </Text>
      {session.waitlistCount > 0 ? (
        <Anchor component={Link} to={`/admin/dashboard/rsvp?session=${session.id}&view=waitlist`} size="sm">
          {session.waitlistCount} on the waitlist
        </Anchor>
      ) : null}
    </>
  );
}

function Actions({ session, onEdit, onCancel }: { session: WebinarSession } & Omit<SessionColumnsOptions, 'ownZone'>) {
  if (session.status !== 'scheduled') return null;
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" aria-label={`Edit ${session.title}`} onClick={() => onEdit(session)}>
        Edit
      </Button>
      {sessionState(session) === 'scheduled' ? (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          aria-label={`Cancel ${session.title}`}
          onClick={() => onCancel(session)}
        >
          Cancel
        </Button>
      ) : null}
    </Group>
  );
}

/** Manage Events: each session's title, start, length, price, seats and state, with Edit and Cancel. */
export function sessionColumns({ ownZone, onEdit, onCancel }: SessionColumnsOptions): DataColumn<WebinarSession>[] {
  return [
    {
      title: 'Session',
      kind: 'main',
      maxWidth: 260,
      cell: (session) => (
        <>
          <Text fw={600}>{session.title}</Text>
          <Anchor component={Link} to={`/admin/dashboard/rsvp?session=${session.id}`} size="sm">
            Registrations
          </Anchor>
        </>
      ),
    },
    { title: 'Starts', maxWidth: 240, cell: (session) => <Start session={session} ownZone={ownZone} /> },
    { title: 'Duration', cell: (session) => formatDuration(session.durationMinutes) },
    { title: 'Price', numeric: true, cell: (session) => formatMoney(session.priceCents, session.currency) },
    { title: 'Seats', maxWidth: 200, cell: (session) => <Seats session={session} /> },
    {
      title: 'Status',
      cell: (session) => {
        const badge = SESSION_STATE_BADGE[sessionState(session)];
        return <StatusBadge label={badge.label} color={badge.color} />;
      },
    },
    {
      title: 'Actions',
      kind: 'actions',
      cell: (session) => <Actions session={session} onEdit={onEdit} onCancel={onCancel} />,
    },
  ];
}
