import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PanelGate } from '../../features/identity/panel-gate';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Account', description: 'Your sign-in settings.', noindex: true }),
};

// The sections (forms, dialogs, the QR code's setup) load once the visitor is known to be signed in.
const AccountSections = lazy(() => import('../../features/identity/account-sections'));

const loading = (
  <Center mih={320}>
    <Loader aria-label="Loading your account" />
  </Center>
);

/**
 * /account (docs/decisions/2026-11-27-totp-mfa.md): every signed-in user, whatever their roles, sees
 * their own sign-in settings; others go to sign in and come back here.
 */
export default function AccountPage() {
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Account</Title>
          <Text c="dimmed">How you sign in, and where you are signed in.</Text>
        </div>
        <PanelGate panelName="Account" allow={() => true} redirectTo="/login" loading={loading}>
          {(user) => (
            <Suspense fallback={loading}>
              <AccountSections user={user} />
            </Suspense>
          )}
        </PanelGate>
      </Stack>
    </Container>
  );
}
