import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PoolReadState } from './use-pool-read';

interface AccountSectionProps {
  /** The section's h2, also its accessible name. */
  title: string;
  /** One sentence under the title: what this part of the account is. */
  summary: string;
  /** Beside the title (a status badge). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One part of the Account page: a card with its heading, a summary and its controls. */
export function AccountSection({ title, summary, aside, children }: AccountSectionProps) {
  const id = `account-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Title order={2} size="h3" id={id}>
              {title}
            </Title>
            {aside}
          </Group>
          <Text c="dimmed" size="sm" mt={4}>
            {summary}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

interface AccountSectionStatusProps {
  /** Why the last change was refused, in the section's words; null when it was not. */
  problem: string | null;
  /** The section's read from the user pool. */
  state: PoolReadState<object>;
  loadingLabel: string;
  onRetry: () => void;
}

/** A section's refused change, and its read from the pool while it loads or after it failed (Try Again). */
export function AccountSectionStatus({ problem, state, loadingLabel, onRetry }: AccountSectionStatusProps) {
  return (
    <>
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      {state.status === 'loading' ? <Loader size="sm" aria-label={loadingLabel} /> : null}
      {state.status === 'error' ? (
        <Group>
          <Text role="alert">{state.message}</Text>
          <Button variant="default" onClick={onRetry}>
            Try Again
          </Button>
        </Group>
      ) : null}
    </>
  );
}
