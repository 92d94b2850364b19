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
          Session dates and start times on this site are shown in your own time zone, based on your device&rsquo;s
          clock. Your confirmation email includes a calendar invitation (.ics) set to the same local time.
        </Text>
      </Stack>
    </Card>
  );
}
