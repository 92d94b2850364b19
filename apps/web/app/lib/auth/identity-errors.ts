import { IdentityUnavailableError } from './amplify';

/** Messages for what the identity pool answers; apps switch on the error's name (Cognito names). */
export const IDENTITY_MESSAGES = {
  wrongCredentials: 'Incorrect email or password.',
  lockedOut:
    'Too many failed sign-in attempts. Sign-in is paused for this account for a few minutes; try again later or reset your password.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  unconfirmed: 'Your email address is not confirmed yet. Enter the code we emailed you to finish.',
  resetRequired: 'You need to choose a new password before you can sign in. Ask for a reset code below.',
  network: 'We could not reach the sign-in service. Check your internet connection and try again.',
  codeMismatch: 'That code is not correct. Check the latest email from us and try again.',
  codeExpired: 'That code has expired. Ask for a new one and try again.',
  resetCodeLimit:
    'We have sent several reset codes for this email in the last hour, so we are not sending another yet. Use the code in the latest email from us, or ask again in an hour.',
  signUpCodeLimit:
    'We have sent several confirmation codes for this email in the last hour, so we are not sending another yet. Use the code in the latest email from us, or ask again in an hour.',
  totpCodeWrong:
    'That code is not right. Enter the code your authenticator app shows now; if it keeps failing, check that your phone sets its clock automatically.',
  mfaSessionExpired: 'That took too long, so this sign-in has expired. Please sign in again.',
  fallback: 'Something went wrong. Please try again.',
} as const;

export function identityErrorName(error: unknown): string {
  return error instanceof Error ? error.name : 'UnknownError';
}

function isNetworkFailure(error: unknown): boolean {
  const name = identityErrorName(error);
  return name === 'NetworkError' || (error instanceof TypeError && /fetch|network/i.test(error.message));
}

export function providerMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : IDENTITY_MESSAGES.fallback;
}

/** What to tell a person whose sign-in (or code request) failed. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof IdentityUnavailableError) return error.message;
  if (isNetworkFailure(error)) return IDENTITY_MESSAGES.network;
  const name = identityErrorName(error);
  switch (name) {
    case 'NotAuthorizedException':
      return /attempts exceeded|locked|temporarily/i.test(providerMessage(error))
        ? IDENTITY_MESSAGES.lockedOut
        : IDENTITY_MESSAGES.wrongCredentials;
    case 'UserNotFoundException':
      return IDENTITY_MESSAGES.wrongCredentials;
    case 'TooManyFailedAttemptsException':
      return IDENTITY_MESSAGES.lockedOut;
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return IDENTITY_MESSAGES.tooManyRequests;
    case 'UserNotConfirmedException':
      return IDENTITY_MESSAGES.unconfirmed;
    case 'PasswordResetRequiredException':
      return IDENTITY_MESSAGES.resetRequired;
    default:
      return providerMessage(error);
  }
}

/**
 * What to tell a person whose request for a code (a password reset, a sign-up confirmation) failed:
 * the pool caps code e-mails per account and hour (LimitExceededException), which gets its own words.
 */
export function codeRequestErrorMessage(error: unknown, purpose: 'reset' | 'signup'): string {
  if (identityErrorName(error) !== 'LimitExceededException') return signInErrorMessage(error);
  return purpose === 'reset' ? IDENTITY_MESSAGES.resetCodeLimit : IDENTITY_MESSAGES.signUpCodeLimit;
}

/** What to show under a confirmation-code field. */
export function codeErrorMessage(error: unknown): string {
  switch (identityErrorName(error)) {
    case 'CodeMismatchException':
      return IDENTITY_MESSAGES.codeMismatch;
    case 'ExpiredCodeException':
      return IDENTITY_MESSAGES.codeExpired;
    default:
      return signInErrorMessage(error);
  }
}

/** Whether the pool no longer knows the sign-in an MFA step belongs to (its Session expired or was used). */
export function isExpiredSignIn(error: unknown): boolean {
  return identityErrorName(error) === 'NotAuthorizedException' && /session/i.test(providerMessage(error));
}

/** What to show under an authenticator code field (the sign-in's MFA step, or setting one up). */
export function totpCodeErrorMessage(error: unknown): string {
  switch (identityErrorName(error)) {
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return IDENTITY_MESSAGES.totpCodeWrong;
    default:
      return isExpiredSignIn(error) ? IDENTITY_MESSAGES.mfaSessionExpired : signInErrorMessage(error);
  }
}

/**
 * The identity provider's own message, for the red "Account" notice (docs/product.md, Sign-up); a
 * refused code e-mail (sign-up) in our words, since Cognito's says only "Attempt limit exceeded".
 */
export function accountNoticeMessage(error: unknown): string {
  if (error instanceof IdentityUnavailableError) return error.message;
  if (isNetworkFailure(error)) return IDENTITY_MESSAGES.network;
  if (identityErrorName(error) === 'LimitExceededException') return IDENTITY_MESSAGES.signUpCodeLimit;
  return providerMessage(error);
}
