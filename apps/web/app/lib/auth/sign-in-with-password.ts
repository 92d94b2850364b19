import type { SignInInput, SignInOutput } from 'aws-amplify/auth';
import { loadIdentity } from './amplify';
import { identityErrorName } from './identity-errors';

/**
 * Amplify's signIn. Tokens left behind by an earlier session (Amplify refuses to sign in over them)
 * are signed out first, so a new sign-in always replaces the old one.
 */
export async function signInAnew(input: SignInInput): Promise<SignInOutput> {
  const identity = await loadIdentity();
  try {
    return await identity.signIn(input);
  } catch (error) {
    if (identityErrorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await identity.signOut();
    return identity.signIn(input);
  }
}

/** Amplify's SRP sign-in with the email and password. */
export function signInWithPassword(email: string, password: string): Promise<SignInOutput> {
  return signInAnew({ username: email, password });
}
