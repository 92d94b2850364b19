import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Inside the modal when no session is open for booking: says so instead of an empty dropdown. */
export function RsvpNoSessions({ onClose }: { onClose: () => void }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="md" role="status">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconCalendarOff />
      </ThemeIcon>
      <Title order={3} size="h4">
        No dates open right now
      </Title>
      <Text c="dimmed" maw={400}>
        New webinar sessions are announced on the RSVP page as soon as booking opens, each shown in your own time zone.
        Please check back soon.
      </Text>
      <Group justify="center" mt="xs">
        <Button component={Link} to="/faq" variant="default" onClick={onClose}>
          Read the FAQ
        </Button>
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Stack>
  );
}
