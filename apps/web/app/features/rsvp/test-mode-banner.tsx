import { Box, Group, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';

/** The unmistakable marker of the local checkout: nothing here charges a real card. */
export function TestModeBanner() {
  return (
    <Box
      role="note"
      aria-label="Test mode"
      bg="yellow.3"
      c="dark.9"
      px="md"
      py="sm"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-yellow-6)' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconFlask size={22} aria-hidden style={{ flexShrink: 0, marginTop: 1 }} />
        <div>
          <Text fw={800} size="sm" tt="uppercase" lts={1}>
            TEST MODE
          </Text>
          <Text size="sm">
            No real card is charged. This checkout stands in for Stripe while no payment keys are set, and confirms the
            booking exactly as a real payment would.
          </Text>
        </div>
      </Group>
    </Box>
  );
}
