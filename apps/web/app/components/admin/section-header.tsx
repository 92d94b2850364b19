import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** An admin section's h1, what it is for, and its main action on the right. */
export function SectionHeader({ title, summary, action }: { title: string; summary: string; action: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt={4}>
          {summary}
        </Text>
      </div>
      {action}
    </Group>
  );
}
