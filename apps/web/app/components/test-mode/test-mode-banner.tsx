import { Box, Group, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The unmistakable marker of a local stand-in for Stripe (checkout, Connect onboarding): nothing here is real. */
export function TestModeBanner({ children }: { children: ReactNode }) {
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
          <Text size="sm">{children}</Text>
        </div>
      </Group>
    </Box>
  );
}
