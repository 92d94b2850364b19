import type { AccountSecurity } from '@meridian/contracts/identity-account';
import type { IdentityService } from './identity.service';

/**
 * The Account page's server side (docs/decisions/2026-11-27-totp-mfa.md): whether the user's roles
 * must use MFA, their live sign-ins (the current one marked) and when each passkey last signed in. The MFA preference, the password
 * change and "sign out everywhere" are the user pool's own operations, which Amplify calls.
 */
export function createAccountSecurity(
  identity: Pick<IdentityService, 'liveSessions' | 'passkeyUse'>,
  mfaRequired: (sub: string) => Promise<boolean>,
) {
  return {
    async view(token: { sub: string; originJti: string | undefined }): Promise<AccountSecurity> {
      const sessions = await identity.liveSessions(token.sub);
      const passkeys = await identity.passkeyUse(token.sub);
      return {
        mfaRequired: await mfaRequired(token.sub),
        sessions:
          sessions?.map((session) => ({
            startedAt: session.authTime.toISOString(),
            lastActiveAt: session.lastRefreshAt.toISOString(),
            expiresAt: session.expiresAt.toISOString(),
            current: session.originJti === token.originJti,
          })) ?? null,
        passkeys:
          passkeys?.map((passkey) => ({
            credentialId: passkey.credentialId,
            lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
          })) ?? null,
      };
    },
  };
}
export type AccountSecurityService = ReturnType<typeof createAccountSecurity>;
