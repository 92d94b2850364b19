import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** Shown where a list has nothing yet: says why and what to do instead. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p="xl" role="status">
      <Stack align="center" gap="sm" ta="center" maw={520} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        <Text c="dimmed" component="div">
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
