import { Center, Loader, Stack } from '@mantine/core';
import { getAccountSecurity } from '@meridian/contracts/identity-account';
import type { CurrentUser } from '@meridian/contracts/users';
import { LoadError } from '../../components/admin/load-error';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { useSiteConfig } from '../../lib/use-site-config';
import { AccountMfaSection } from './account-mfa-section';
import { AccountPasskeysSection } from './account-passkeys-section';
import { AccountPasswordSection } from './account-password-section';
import { AccountSessionsSection } from './account-sessions-section';

/**
 * The Account page's sections (docs/decisions/2026-11-27-totp-mfa.md, 2026-11-27-passkeys.md), one
 * per part of the account, in the order shown: two-step sign-in, passkeys, the password, where the
 * account is signed in. Loaded once
 * the visitor is known to be signed in.
 */
export default function AccountSections({ user }: { user: CurrentUser }) {
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
  if (!security.data) {
    return (
      <Center mih={320}>
        <Loader aria-label="Loading your account" />
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      <AccountMfaSection issuer={siteName} email={user.email} required={security.data.mfaRequired} />
      <AccountPasskeysSection uses={security.data.passkeys} />
      <AccountPasswordSection />
      <AccountSessionsSection sessions={security.data.sessions} />
    </Stack>
  );
}
