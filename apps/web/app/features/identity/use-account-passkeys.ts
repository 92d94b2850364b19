import type { AuthWebAuthnCredential } from 'aws-amplify/auth';
import { useCallback, useState } from 'react';
import { loadIdentity } from '../../lib/auth/amplify';
import { passkeySetupErrorMessage } from '../../lib/auth/passkey-errors';
import { usePoolRead, type PoolReadState } from './use-pool-read';

/** One passkey as the Account page lists it. */
export interface AccountPasskey {
  credentialId: string;
  name: string;
  createdAt: string | null;
}

export type AccountPasskeysState = PoolReadState<{ passkeys: AccountPasskey[] }>;

function listed(credential: AuthWebAuthnCredential): AccountPasskey | null {
  if (!credential.credentialId) return null;
  return {
    credentialId: credential.credentialId,
    name: credential.friendlyCredentialName || 'Passkey',
    createdAt: credential.createdAt?.toISOString() ?? null,
  };
}

/** Every page of the user's passkeys (the pool answers at most 20 a page, and an account has at most 20). */
async function listAll(): Promise<{ passkeys: AccountPasskey[] }> {
  const identity = await loadIdentity();
  const passkeys: AccountPasskey[] = [];
  let nextToken: string | undefined;
  do {
    const page = await identity.listWebAuthnCredentials(nextToken ? { nextToken } : undefined);
    passkeys.push(...page.credentials.flatMap((credential) => listed(credential) ?? []));
    nextToken = page.nextToken;
  } while (nextToken);
  return { passkeys };
}

/**
 * The Account page's passkeys, through the same Amplify calls against the built-in pool or AWS
 * Cognito (docs/decisions/2026-11-27-passkeys.md): listWebAuthnCredentials,
 * associateWebAuthnCredential (the browser makes the passkey), deleteWebAuthnCredential.
 */
export function useAccountPasskeys() {
  const { state, setState, retry } = usePoolRead(listAll);
  const [busy, setBusy] = useState(false);

  /** Runs one change, then lists again; resolves with a message when it was refused. */
  const change = useCallback(
    async (run: () => Promise<void>): Promise<string | null> => {
      setBusy(true);
      try {
        await run();
        setState({ status: 'ready', ...(await listAll()) });
        return null;
      } catch (error) {
        return passkeySetupErrorMessage(error);
      } finally {
        setBusy(false);
      }
    },
    [setState],
  );

  /** The browser makes a passkey for the account (it asks for the fingerprint, face or screen lock). */
  const add = useCallback(() => change(async () => (await loadIdentity()).associateWebAuthnCredential()), [change]);

  const remove = useCallback(
    (credentialId: string) => change(async () => (await loadIdentity()).deleteWebAuthnCredential({ credentialId })),
    [change],
  );

  return { state, busy, retry, add, remove };
}
