import { Card, Stack, Text, Title } from '@mantine/core';
import { LiveClock } from './live-clock';

/** The live clock with the promise that every session time is shown in the visitor's own zone. */
export function LocalTimePanel() {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack gap="md">
        <Title order={3} size="h4">
          Session times in your time zone
        </Title>
        <LiveClock />
        <Text lh={1.65}>
          Wherever you join from, session dates and start times on this site are shown in your own time zone, worked
          out from the clock on your device. Your confirmation email carries a calendar invitation (.ics) set to the
          same local time, so the session lands in your calendar exactly when it starts for you.
        </Text>
      </Stack>
    </Card>
  );
}
