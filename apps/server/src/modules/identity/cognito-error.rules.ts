/** Error names the Cognito wire protocol uses (docs/identity-protocol.md, Transport); Amplify switches on them. */
export type CognitoErrorName =
  | 'NotAuthorizedException'
  | 'UserNotFoundException'
  | 'UserNotConfirmedException'
  | 'UsernameExistsException'
  | 'InvalidPasswordException'
  | 'CodeMismatchException'
  | 'EnableSoftwareTokenMFAException'
  | 'ExpiredCodeException'
  | 'LimitExceededException'
  | 'TooManyRequestsException'
  | 'TooManyFailedAttemptsException'
  | 'InvalidParameterException'
  | 'ResourceNotFoundException'
  | 'SerializationException'
  | 'InternalErrorException'
  // Passkeys (docs/identity-protocol.md, Passkeys).
  | 'WebAuthnNotEnabledException'
  | 'WebAuthnChallengeNotFoundException'
  | 'WebAuthnRelyingPartyMismatchException'
  | 'WebAuthnClientMismatchException'
  | 'WebAuthnOriginNotAllowedException'
  | 'WebAuthnCredentialNotSupportedException';

/**
 * An error answered as Cognito does: HTTP 400 (500 for InternalErrorException), header
 * `x-amzn-errortype` and body `{ __type, message }`. Thrown by the identity services only.
 */
export class CognitoError extends Error {
  constructor(
    readonly type: CognitoErrorName,
    message: string,
  ) {
    super(message);
    this.name = 'CognitoError';
  }

  get status(): number {
    return this.type === 'InternalErrorException' ? 500 : 400;
  }
}

export const INCORRECT_CREDENTIALS = 'Incorrect username or password.';

export const incorrectCredentials = () => new CognitoError('NotAuthorizedException', INCORRECT_CREDENTIALS);

/** What Cognito answers for a parameter a request must carry. */
export const missingParameter = (name: string) =>
  new CognitoError('InvalidParameterException', `Missing required parameter ${name}`);

/** `values[name]` (AuthParameters, ChallengeResponses), or InvalidParameterException when absent or empty. */
export function requiredParameter(values: Record<string, string>, name: string): string {
  const value = values[name];
  if (!value) throw missingParameter(name);
  return value;
}
