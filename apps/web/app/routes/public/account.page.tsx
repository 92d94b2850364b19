import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { getAccountSecurity } from '@meridian/contracts/identity-account';
import type { CurrentUser } from '@meridian/contracts/users';
import { LoadError } from '../../components/admin/load-error';
import { AccountMfaSection } from '../../features/identity/account-mfa-section';
import { AccountPasswordSection } from '../../features/identity/account-password-section';
import { AccountSessionsSection } from '../../features/identity/account-sessions-section';
import { PanelGate } from '../../features/identity/panel-gate';
import { errorMessage } from '../../lib/error-message';
import type { RouteHandle } from '../../lib/page-meta';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { useSiteConfig } from '../../lib/use-site-config';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Account', description: 'Your sign-in settings.', noindex: true }),
};

const loading = (
  <Center mih={320}>
    <Loader aria-label="Loading your account" />
  </Center>
);

/**
 * The signed-in user's own account (docs/decisions/2026-11-27-totp-mfa.md): two-step sign-in, the
 * password and where the account is signed in. Each part is one section in the stack below.
 */
function AccountSections({ user }: { user: CurrentUser }) {
  const { siteName } = useSiteConfig();
  const security = useEndpointQuery(getAccountSecurity);
  if (security.error) {
    return (
      <LoadError
        title="Account"
        message={errorMessage(security.error, 'Your account could not be loaded. Please try again.')}
        onRetry={() => void security.refetch()}
      />
    );
  }
  if (!security.data) return loading;
  return (
    <Stack gap="lg">
      <AccountMfaSection issuer={siteName} email={user.email} required={security.data.mfaRequired} />
      <AccountPasswordSection />
      <AccountSessionsSection sessions={security.data.sessions} />
    </Stack>
  );
}

/** /account: every signed-in user, whatever their roles; others go to sign in and come back. */
export default function AccountPage() {
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Account</Title>
          <Text c="dimmed">How you sign in, and where you are signed in.</Text>
        </div>
        <PanelGate panelName="Account" allow={() => true} redirectTo="/login" loading={loading}>
          {(user) => <AccountSections user={user} />}
        </PanelGate>
      </Stack>
    </Container>
  );
}
