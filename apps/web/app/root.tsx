import { getPublicConfig } from '@meridian/contracts/settings';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Outlet, isRouteErrorResponse, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { LeaveGuard } from './components/discard-changes/leave-guard';
import { AuthSync } from './features/identity/auth-sync';
import { RouteEffects } from './components/site/route-effects';
import { RouteProgress } from './components/site/route-progress';
import { useSiteConfig } from './lib/use-site-config';
import { dataSource } from './lib/public-data';

export function rootLoader({ context }: LoaderFunctionArgs) {
  return dataSource(context).read(getPublicConfig);
}

export function Root() {
  const config = useSiteConfig();
  return (
    <>
      <AuthSync authConfig={(config as { auth?: unknown }).auth} />
      <RouteProgress />
      <RouteEffects />
      <LeaveGuard>
        <Outlet />
      </LeaveGuard>
    </>
  );
}

/** Last resort: a readable message and a way on, never a blank page or a stack trace. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? error.statusText || 'The page could not be loaded.'
    : error instanceof Error && error.name === 'ApiError'
      ? error.message
      : 'Something went wrong while loading this page.';
  return (
    <Container size="sm" py={80}>
      <Stack gap="md">
        <Title order={1}>We could not show this page</Title>
        <Text>{message}</Text>
        <Text c="dimmed">Check your connection and try again. If it keeps happening, contact support.</Text>
        <div>
          <Button component="a" href={typeof window === 'undefined' ? '/' : window.location.href}>
            Try again
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
