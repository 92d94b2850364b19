import { landingPath, type RoleName } from '@meridian/contracts/roles';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { loadIdentity } from '../../lib/auth/amplify';
import { establishSession } from '../../lib/auth/establish-session';
import {
  codeErrorMessage,
  codeRequestErrorMessage,
  IDENTITY_MESSAGES,
  isExpiredSignIn,
  signInErrorMessage,
  totpCodeErrorMessage,
} from '../../lib/auth/identity-errors';
import { signInWithPasskey } from '../../lib/auth/sign-in-with-passkey';
import { signInWithPassword } from '../../lib/auth/sign-in-with-password';
import { signOut } from '../../lib/auth/sign-out';
import { notify } from '../../lib/notify';

/** What passkeys say: loaded when one is used, so the sign-in page's first load stays within its budget. */
const passkeyText = () => import('../../lib/auth/passkey-errors');

export type SignInStep = 'sign-in' | 'confirm' | 'forgot' | 'totp-setup' | 'totp-code';

export const PROFILE_MISSING_MESSAGE =
  'Your sign-in worked, but we have no profile for this account yet. Finish signing up with the same email and password.';
export const UNSUPPORTED_STEP_MESSAGE =
  'This account needs a sign-in step this site does not offer. Please contact support.';

/** Where a signed-in user goes: their landing page, unless the page says otherwise (a page they asked for). */
export type SignInDestination = (roles: readonly RoleName[]) => string;

/** The /login state machine: sign in, confirm an unconfirmed sign-up, or reset the password. */
export function useSignIn(initialEmail = '', destinationFor: SignInDestination = landingPath) {
  const navigate = useNavigate();
  const [step, setStep] = useState<SignInStep>('sign-in');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [email, setEmail] = useState(initialEmail);
  const pending = useRef<{ email: string; password: string } | null>(null);
  /** The secret to set an authenticator app up with (a role that must use MFA, first sign-in). */
  const [totpSecret, setTotpSecret] = useState<string | null>(null);

  /** After the pool said yes: who is this (GET /api/v1/user/me), cache it, go where they were going. */
  const finish = useCallback(async () => {
    try {
      const user = await establishSession();
      pending.current = null;
      await navigate(destinationFor(user.roles), { replace: true });
    } catch (failure) {
      await signOut({ keepReferral: true });
      if (failure instanceof ApiError && failure.status === 404) setError(PROFILE_MISSING_MESSAGE);
      else setError(failure instanceof ApiError ? failure.message : IDENTITY_MESSAGES.fallback);
    }
  }, [navigate, destinationFor]);

  const signIn = useCallback(
    async (address: string, password: string) => {
      setBusy(true);
      setError(null);
      setInfo(null);
      setEmail(address);
      try {
        const result = await signInWithPassword(address, password);
        const next = result.nextStep.signInStep;
        if (next === 'DONE') {
          await finish();
        } else if (result.nextStep.signInStep === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') {
          setTotpSecret(result.nextStep.totpSetupDetails.sharedSecret);
          setStep('totp-setup');
        } else if (next === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') {
          setStep('totp-code');
        } else if (next === 'CONFIRM_SIGN_UP') {
          pending.current = { email: address, password };
          setInfo(IDENTITY_MESSAGES.unconfirmed);
          setStep('confirm');
        } else if (next === 'RESET_PASSWORD') {
          setInfo(IDENTITY_MESSAGES.resetRequired);
          setStep('forgot');
        } else {
          setError(UNSUPPORTED_STEP_MESSAGE);
        }
      } catch (failure) {
        setError(signInErrorMessage(failure));
      } finally {
        setBusy(false);
      }
    },
    [finish],
  );

  /**
   * "Sign in with a passkey" (docs/decisions/2026-11-27-passkeys.md): a passkey is the whole sign-in.
   * An email without a passkey is answered with the choice of factors: sign in with the password.
   */
  const signInPasskey = useCallback(
    async (address: string) => {
      setBusy(true);
      setError(null);
      setInfo(null);
      setEmail(address);
      try {
        const next = (await signInWithPasskey(address)).nextStep.signInStep;
        if (next === 'DONE') await finish();
        else if (next === 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION')
          setInfo((await passkeyText()).PASSKEY_TEXT.noPasskey);
        else setError(UNSUPPORTED_STEP_MESSAGE);
      } catch (failure) {
        const text = await passkeyText().catch(() => null);
        setError(text ? text.passkeySignInErrorMessage(failure) : signInErrorMessage(failure));
      } finally {
        setBusy(false);
      }
    },
    [finish],
  );

  const confirm = useCallback(
    async (code: string): Promise<string | null> => {
      const credentials = pending.current;
      if (!credentials) return null;
      setBusy(true);
      try {
        const identity = await loadIdentity();
        await identity.confirmSignUp({ username: credentials.email, confirmationCode: code });
      } catch (failure) {
        setBusy(false);
        return codeErrorMessage(failure);
      }
      setBusy(false);
      setStep('sign-in');
      await signIn(credentials.email, credentials.password);
      return null;
    },
    [signIn],
  );

  /**
   * The MFA step (docs/identity-protocol.md, TOTP MFA): the code from the app, which also finishes
   * setting the app up. Resolves with a message for the code field, or null once signed in; an
   * expired sign-in goes back to the password.
   */
  const confirmTotp = useCallback(
    async (code: string): Promise<string | null> => {
      setBusy(true);
      setError(null);
      try {
        const identity = await loadIdentity();
        const result = await identity.confirmSignIn({ challengeResponse: code });
        if (result.nextStep.signInStep !== 'DONE') {
          setStep('sign-in');
          setError(UNSUPPORTED_STEP_MESSAGE);
          return null;
        }
      } catch (failure) {
        if (isExpiredSignIn(failure)) {
          setStep('sign-in');
          setInfo(IDENTITY_MESSAGES.mfaSessionExpired);
          return null;
        }
        return totpCodeErrorMessage(failure);
      } finally {
        setBusy(false);
      }
      setTotpSecret(null);
      await finish();
      return null;
    },
    [finish],
  );

  const resend = useCallback(async () => {
    const credentials = pending.current;
    if (!credentials) return;
    try {
      const identity = await loadIdentity();
      const result = await identity.resendSignUpCode({ username: credentials.email });
      notify.info({ title: 'Code sent', message: `We sent a new code to ${result.destination ?? credentials.email}.` });
    } catch (failure) {
      setError(codeRequestErrorMessage(failure, 'signup'));
    }
  }, []);

  const showForgot = useCallback((address: string) => {
    setEmail(address);
    setError(null);
    setInfo(null);
    setStep('forgot');
  }, []);

  const backToSignIn = useCallback((message: string | null = null, address?: string) => {
    setError(null);
    setInfo(message);
    if (address) setEmail(address);
    setStep('sign-in');
  }, []);

  return {
    step,
    busy,
    error,
    info,
    email,
    totpSecret,
    signIn,
    signInPasskey,
    confirm,
    confirmTotp,
    resend,
    showForgot,
    backToSignIn,
  };
}
