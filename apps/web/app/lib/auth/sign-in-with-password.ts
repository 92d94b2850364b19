import type { SignInOutput } from 'aws-amplify/auth';
import { loadIdentity } from './amplify';
import { identityErrorName } from './identity-errors';

/**
 * Amplify's SRP sign-in. Tokens left behind by an earlier session (Amplify refuses to sign in over
 * them) are signed out first, so a new sign-in always replaces the old one.
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInOutput> {
  const identity = await loadIdentity();
  try {
    return await identity.signIn({ username: email, password });
  } catch (error) {
    if (identityErrorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await identity.signOut();
    return identity.signIn({ username: email, password });
  }
}
