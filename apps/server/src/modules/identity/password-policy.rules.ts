import { commonPasswords } from './common-passwords.rules';
import { CognitoError } from './cognito-error.rules';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

const PREFIX = 'Password did not conform with policy: ';

/**
 * The pool's password rules (NIST 800-63B style): 8 to 256 characters counted as code points, no
 * composition rules, not one of the common passwords. Returns the Cognito-style message, or null.
 */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `${PREFIX}Password not long enough`;
  if (length > PASSWORD_MAX_LENGTH) return `${PREFIX}Password is too long`;
  if (commonPasswords.has(password.toLowerCase())) return `${PREFIX}Password is too common`;
  return null;
}

/** Throws InvalidPasswordException when the password breaks the policy. */
export function assertPasswordAllowed(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new CognitoError('InvalidPasswordException', problem);
}
