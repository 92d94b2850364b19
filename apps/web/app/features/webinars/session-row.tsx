import type { WebinarSession } from '@meridian/contracts/webinars';
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/admin/status-badge';
import { formatClockTime, formatDuration, formatSessionDay, formatSessionStart } from '../../lib/datetime';
import { formatMoney } from '../../lib/format';
import { SESSION_STATE_BADGE, seatsLeft, sessionState } from './session-status';

interface SessionRowProps {
  session: WebinarSession;
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
 * One session: when, how long, price, seats and its state, with Edit and Cancel. The start reads
 * "Tue, Dec 1, 2026 · 7:00 PM" over its zone's name, which is shown once; the admin's own clock
 * follows when it differs.
 */
export function SessionRow({ session, ownZone, onEdit, onCancel }: SessionRowProps) {
  const state = sessionState(session);
  const badge = SESSION_STATE_BADGE[state];
  const start = wallClock(session.startsAt, session.timezone);
  // The admin's clock, with its zone named, only when it reads differently.
  const sameClock = wallClock(session.startsAt, ownZone) === start;
  const ownStart = formatSessionStart(session.startsAt, ownZone);
  return (
    <Table.Tr>
      <Table.Td maw={280}>
        <Text fw={600}>{session.title}</Text>
        <Anchor component={Link} to={`/admin/dashboard/rsvp?session=${session.id}`} size="sm">
          Registrations
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{start}</Text>
        <Text size="sm" c="dimmed">
          {session.timezone}
        </Text>
        {!sameClock ? (
          <Text size="sm" c="dimmed">
            Your time: {ownStart}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{formatDuration(session.durationMinutes)}</Table.Td>
      <Table.Td>{formatMoney(session.priceCents, session.currency)}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {session.capacity} {session.capacity === 1 ? 'seat' : 'seats'}
        </Text>
        <Text size="sm" c="dimmed">
          {session.seatsPaid} paid · {session.seatsHeld} held · {seatsLeft(session)} left
        </Text>
        {session.waitlistCount > 0 ? (
          <Text size="sm" c="dimmed">
            {session.waitlistCount} on the waitlist
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <StatusBadge label={badge.label} color={badge.color} />
      </Table.Td>
      <Table.Td>
        {session.status === 'scheduled' ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" aria-label={`Edit ${session.title}`} onClick={() => onEdit(session)}>
              Edit
            </Button>
            {state === 'scheduled' ? (
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
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
