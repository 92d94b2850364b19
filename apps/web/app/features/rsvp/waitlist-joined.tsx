import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import { IconListCheck } from '@tabler/icons-react';

interface WaitlistJoinedProps {
  email: string;
  sessionLabel: string;
  /** 1 = next in line. */
  position: number;
  onClose: () => void;
}

function placeInLine(position: number): string {
  if (position <= 1) return 'You are next in line.';
  return `There ${position - 1 === 1 ? 'is 1 person' : `are ${position - 1} people`} ahead of you.`;
}

/** The modal after joining a waitlist: what happens next and where the offer will arrive. */
export function WaitlistJoined({ email, sessionLabel, position, onClose }: WaitlistJoinedProps) {
  return (
    <Stack align="center" ta="center" gap="sm" py="md" role="status">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
        <IconListCheck />
      </ThemeIcon>
      <Title order={3} size="h4">
        Waitlist joined
      </Title>
      <Text fw={600}>{sessionLabel}</Text>
      <Text maw={420}>{RSVP_MESSAGES.waitlistJoined}</Text>
      <Text c="dimmed" size="sm" maw={420}>
        {placeInLine(position)} The offer goes to <strong>{email}</strong>; nothing is charged until you claim a seat.
      </Text>
      <Button onClick={onClose} mt="xs">
        Done
      </Button>
    </Stack>
  );
}
