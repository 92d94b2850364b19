import { clearStoredSession } from '../stored-session';
import { forgetIdentityTokens, hasStoredIdentitySession, loadIdentity } from './amplify';

/**
 * Every logout: clears the cached session items at once (docs/product.md, Site layout and navigation), then signs out of the identity
 * pool, which revokes the refresh token. Never throws: a failed revoke still leaves this browser signed out.
 */
export async function signOut(options: { keepReferral?: boolean } = {}): Promise<void> {
  clearStoredSession(options);
  await endIdentitySession();
}

/** Signs out of the identity pool if this browser holds a session there; never throws. */
export async function endIdentitySession(): Promise<void> {
  if (!hasStoredIdentitySession()) return;
  try {
    const identity = await loadIdentity();
    await identity.signOut();
  } catch (error) {
    console.warn('Could not sign out of the identity pool', error);
  }
  forgetIdentityTokens();
}

/**
 * "Sign out everywhere" (the Account page): the identity pool ends every sign-in of this user
 * (GlobalSignOut), this browser's included, then the stored session is cleared. Throws when the pool
 * refused, so the page can say the other devices are still signed in.
 */
export async function signOutEverywhere(): Promise<void> {
  const identity = await loadIdentity();
  await identity.signOut({ global: true });
  clearStoredSession({ keepReferral: true });
  forgetIdentityTokens();
}
