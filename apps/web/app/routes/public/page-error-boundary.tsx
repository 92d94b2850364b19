import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** A page whose data failed to load keeps the header and footer and says what happened. */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Container size="sm" py={80}>
        <Stack gap="md">
          <Title order={1}>{typeof error.data === 'string' ? error.data : 'Page not found'}</Title>
          <Text>It may have moved or been taken down.</Text>
          <div>
            <Button component={Link} to="/">
              Go to the home page
            </Button>
          </div>
        </Stack>
      </Container>
    );
  }
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
