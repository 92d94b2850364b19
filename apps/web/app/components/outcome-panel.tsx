import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface OutcomePanelProps {
  icon: ReactNode;
  color: string;
  /** The page's one h1. */
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Announce changes (status pages that update by themselves). */
  live?: boolean;
}

/** A centred card saying how a booking or checkout stands, and what the visitor can do next. */
export function OutcomePanel({ icon, color, title, children, actions, live }: OutcomePanelProps) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md" {...(live ? { role: 'status', 'aria-live': 'polite' } : {})}>
        <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children ? (
          <Text component="div" c="dimmed" lh={1.65} maw={480}>
            {children}
          </Text>
        ) : null}
        {actions ? (
          <Group justify="center" gap="sm" mt="xs">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
