import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type LinkPageState =
  | { kind: 'loading'; text: string }
  | { kind: 'done'; title: string; message: string; ok: boolean; action?: ReactNode };

/** The confirm and preferences pages' frame: one heading, then what happened to the link. */
export function LinkOutcomePage({ heading, state }: { heading: string; state: LinkPageState }) {
  return (
    <Container size="sm" py={{ base: 48, md: 80 }}>
      <Stack gap="lg">
        <Title order={1}>{heading}</Title>
        {state.kind === 'loading' ? (
          <Stack align="flex-start" gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{state.text}</Text>
          </Stack>
        ) : (
          <Alert role="status" variant="outline" color={state.ok ? 'teal.9' : 'red.9'} title={state.title}>
            <Stack gap="sm">
              <Text size="sm">{state.message}</Text>
              {state.action}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
