import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label and its value on one line; on a narrow screen the value moves under its label. */
export function DetailLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="wrap"
      gap={4}
      style={{ columnGap: 'var(--mantine-spacing-md)' }}
    >
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right" component="div" style={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
