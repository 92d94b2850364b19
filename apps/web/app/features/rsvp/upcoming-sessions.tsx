import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { browserTimeZone } from '../../lib/datetime';
import { useRsvpModal } from './rsvp-modal-context';
import { SessionCard } from './session-card';
import { useCalendar } from './use-calendar';

/**
 * The sessions open on /rsvp, loaded once the page is live (times are the visitor's, which only
 * the browser knows). `empty` is shown when there are none.
 */
export function UpcomingSessions({ empty }: { empty: ReactNode }) {
  const calendar = useCalendar(true);
  const rsvp = useRsvpModal();
  const [timeZone] = useState(browserTimeZone);

  if (calendar.error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Dates unavailable">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{calendar.error}</Text>
          <Button size="xs" variant="default" onClick={() => void calendar.reload()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  if (calendar.sessions === null) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">Loading the upcoming sessions…</Text>
      </Group>
    );
  }
  if (calendar.sessions.length === 0) return empty;
  return (
    <Stack gap="md">
      <Text c="dimmed">Dates and start times are shown in your time zone ({timeZone}).</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {calendar.sessions.map((session) => (
          <SessionCard
            key={session.id}
            session={session}
            timeZone={timeZone}
            onReserve={(sessionId) => rsvp?.open({ sessionId })}
            onIntent={() => rsvp?.preload()}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
