import { useEffect } from 'react';
import { provideIdentityConfig } from '../../lib/auth/amplify';
import { startAuthWatch } from '../../lib/auth/auth-state';

interface AuthSyncProps {
  /** The `auth` block of GET /api/config (Amplify's Auth configuration), if the server sent one. */
  authConfig: unknown;
}

/**
 * Once the page is live: hands the identity settings to the Amplify wrapper (which loads Amplify
 * only when something needs it) and starts the auth state of docs/product.md (start, storage events, focus).
 */
export function AuthSync({ authConfig }: AuthSyncProps) {
  useEffect(() => {
    provideIdentityConfig(authConfig);
  }, [authConfig]);
  useEffect(() => startAuthWatch(), []);
  return null;
}
