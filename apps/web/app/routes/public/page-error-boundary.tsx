import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** A page whose data failed to load keeps the header and footer and says what happened. */
export function PageErrorBoundary() {
  const error = useRouteError();
  const message =
    error instanceof Error && error.name === 'ApiError'
      ? error.message
      : 'Something went wrong while loading this page.';
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" role="alert">
        <Title order={1}>This page could not be loaded</Title>
        <Text>{message}</Text>
        <div>
          <Button onClick={() => window.location.reload()}>Try again</Button>
        </div>
      </Stack>
    </Container>
  );
}
