import {
  IDENTITY_MESSAGES,
  identityErrorName,
  isExpiredSignIn,
  providerMessage,
  signInErrorMessage,
} from './identity-errors';

/**
 * What passkey sign-in and set-up say (docs/decisions/2026-11-27-passkeys.md). A module of its own, loaded
 * when a passkey is used, so the sign-in page's first load does not carry it.
 */
export const PASSKEY_TEXT = {
  noPasskey:
    'There is no passkey for this email yet. Sign in with your password, then add a passkey on your Account page.',
  passkeyRefused: 'That passkey could not sign you in. Try again, or sign in with your password.',
  passkeyCancelled: 'The passkey was not used: the request was cancelled or timed out. Try again when you are ready.',
  passkeyUnavailable: 'This browser or device cannot use passkeys here. Sign in with your password instead.',
  passkeysOff: 'Passkeys are not available on this site.',
  passkeyExists: 'This device already holds a passkey for your account. Use that one, or remove it here first.',
  passkeyExpired: 'That took too long, so adding the passkey stopped. Please add it again.',
  passkeyLimit: 'Your account has 20 passkeys, the most it can have. Remove one you no longer use first.',
} as const;

/** What passkey errors (Amplify's PasskeyError and the pool's WebAuthn refusals) say, by name. */
const PASSKEY_MESSAGES: Readonly<Record<string, string>> = {
  PasskeyAuthenticationCanceled: PASSKEY_TEXT.passkeyCancelled,
  PasskeyRegistrationCanceled: PASSKEY_TEXT.passkeyCancelled,
  PasskeyOperationAborted: PASSKEY_TEXT.passkeyCancelled,
  PasskeyNotSupported: PASSKEY_TEXT.passkeyUnavailable,
  PasskeyRetrievalFailed: PASSKEY_TEXT.passkeyUnavailable,
  PasskeyRegistrationFailed: PASSKEY_TEXT.passkeyUnavailable,
  RelyingPartyMismatch: PASSKEY_TEXT.passkeyUnavailable,
  InvalidPasskeyRegistrationOptions: PASSKEY_TEXT.passkeysOff,
  InvalidPasskeyAuthenticationOptions: PASSKEY_TEXT.passkeysOff,
  WebAuthnNotEnabledException: PASSKEY_TEXT.passkeysOff,
  WebAuthnConfigurationMissingException: PASSKEY_TEXT.passkeysOff,
  PasskeyAlreadyExists: PASSKEY_TEXT.passkeyExists,
  WebAuthnChallengeNotFoundException: PASSKEY_TEXT.passkeyExpired,
};

/** What to tell a person whose passkey sign-in failed (the lockout keeps its own words). */
export function passkeySignInErrorMessage(error: unknown): string {
  const message = PASSKEY_MESSAGES[identityErrorName(error)];
  if (message) return message;
  if (identityErrorName(error) === 'NotAuthorizedException') {
    if (isExpiredSignIn(error)) return IDENTITY_MESSAGES.mfaSessionExpired;
    if (!/attempts exceeded|locked|temporarily/i.test(providerMessage(error))) return PASSKEY_TEXT.passkeyRefused;
  }
  return signInErrorMessage(error);
}

/** What to tell a person whose passkey could not be added or removed on the Account page. */
export function passkeySetupErrorMessage(error: unknown): string {
  const message = PASSKEY_MESSAGES[identityErrorName(error)];
  if (message) return message;
  return identityErrorName(error) === 'LimitExceededException' ? PASSKEY_TEXT.passkeyLimit : signInErrorMessage(error);
}
