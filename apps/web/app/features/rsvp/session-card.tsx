import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { CalendarItem } from '@meridian/contracts/webinars';
import { IconCalendarEvent, IconClock } from '@tabler/icons-react';
import { formatDuration, formatSessionStart } from '../../lib/datetime';
import { formatMoney } from '../../lib/format';
import { seatsLeftText } from './session-label';

interface SessionCardProps {
  session: CalendarItem;
  timeZone: string;
  onReserve: (sessionId: number) => void;
  onIntent: () => void;
}

/** Badge colours dark enough for white text (WCAG AA): grey when full, red when few seats remain. */
function seatsColor(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'gray.7';
  return seatsLeft <= 5 ? 'red.9' : 'teal.9';
}

/** One upcoming session on /rsvp: when (in the visitor's zone), how long, seats, price, and booking. */
export function SessionCard({ session, timeZone, onReserve, onIntent }: SessionCardProps) {
  const start = formatSessionStart(session.startsAt, timeZone);
  const full = session.seatsLeft <= 0;
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {session.title}
          </Title>
          <Badge variant="filled" color={seatsColor(session.seatsLeft)} radius="sm" style={{ flexShrink: 0 }}>
            {seatsLeftText(session.seatsLeft)}
          </Badge>
        </Group>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fw={600}>{start}</Text>
        </Group>
        <Group gap={8} wrap="nowrap">
          <IconClock size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text c="dimmed">{formatDuration(session.durationMinutes)}</Text>
        </Group>
        <Group justify="space-between" align="center" mt="auto" pt="xs" gap="sm">
          <Text fz={24} fw={800} c="brand.8">
            {formatMoney(session.priceCents, session.currency)}
          </Text>
          <Button
            variant={full ? 'default' : 'filled'}
            onClick={() => onReserve(session.id)}
            onMouseEnter={onIntent}
            onFocus={onIntent}
          >
            {full ? 'Join the waitlist' : 'Reserve a seat'}
            <VisuallyHidden>
              {' '}
              for {session.title}, {start}
            </VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
