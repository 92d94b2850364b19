import { useCallback, useState } from 'react';
import { loadIdentity } from '../../lib/auth/amplify';
import { signInErrorMessage, totpCodeErrorMessage } from '../../lib/auth/identity-errors';
import { usePoolRead, type PoolReadState } from './use-pool-read';

export type AccountMfaState = PoolReadState<{ on: boolean }>;

/** Whether TOTP is on (fetchMFAPreference). */
async function readMfa(): Promise<{ on: boolean }> {
  const preference = await (await loadIdentity()).fetchMFAPreference();
  return { on: preference.enabled?.includes('TOTP') ?? false };
}

/**
 * The Account page's two-step sign-in, through the same Amplify calls against the built-in pool or
 * AWS Cognito (docs/decisions/2026-11-27-totp-mfa.md): fetchMFAPreference, setUpTOTP,
 * verifyTOTPSetup, updateMFAPreference. Each change is one function here.
 */
export function useAccountMfa() {
  const { state, setState, retry } = usePoolRead(readMfa);
  /** The secret of an app being set up (shown as a QR code), until a code from it is verified. */
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** A new secret for an authenticator app; resolves with a message when the pool refused. */
  const startSetup = useCallback(async (): Promise<string | null> => {
    setBusy(true);
    try {
      const identity = await loadIdentity();
      setSecret((await identity.setUpTOTP()).sharedSecret);
      return null;
    } catch (error) {
      return signInErrorMessage(error);
    } finally {
      setBusy(false);
    }
  }, []);

  /** The app's code verifies the secret, then TOTP becomes the preferred (and only) MFA. */
  const finishSetup = useCallback(async (code: string): Promise<string | null> => {
    setBusy(true);
    try {
      const identity = await loadIdentity();
      await identity.verifyTOTPSetup({ code });
      await identity.updateMFAPreference({ totp: 'PREFERRED' });
      setSecret(null);
      setState({ status: 'ready', on: true });
      return null;
    } catch (error) {
      return totpCodeErrorMessage(error);
    } finally {
      setBusy(false);
    }
  }, []);

  const cancelSetup = useCallback(() => setSecret(null), []);

  /** Turns two-step sign-in off; resolves with a message when the pool refused. */
  const turnOff = useCallback(async (): Promise<string | null> => {
    setBusy(true);
    try {
      const identity = await loadIdentity();
      await identity.updateMFAPreference({ totp: 'DISABLED' });
      setState({ status: 'ready', on: false });
      return null;
    } catch (error) {
      return signInErrorMessage(error);
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, retry, secret, busy, startSetup, finishSetup, cancelSetup, turnOff };
}
