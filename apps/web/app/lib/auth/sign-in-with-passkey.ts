import type { SignInOutput } from 'aws-amplify/auth';
import { useEffect, useState } from 'react';
import { signInAnew } from './sign-in-with-password';

/**
 * Choice-based sign-in with the account's passkey (docs/decisions/2026-11-27-passkeys.md): the user
 * pool answers the WEB_AUTHN challenge for the email given, Amplify asks the browser for the passkey
 * and answers it. An account without a passkey comes back as the choice of first factors
 * (CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION).
 */
export function signInWithPasskey(email: string): Promise<SignInOutput> {
  return signInAnew({ username: email, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' } });
}

/** Whether this browser can use passkeys here (WebAuthn in a secure context). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';
}

/** passkeysSupported, known after the page started (false while rendering on the server and hydrating). */
export function usePasskeysSupported(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(passkeysSupported()), []);
  return supported;
}
