import { landingPath, type RoleName } from '@meridian/contracts/roles';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { hasStoredIdentitySession } from '../../lib/auth/amplify';
import { establishSession } from '../../lib/auth/establish-session';

/**
 * A visitor who is already signed in (the server confirms it through GET /api/v1/user/me) is sent
 * to their landing page (or `destinationFor` theirs). Runs after hydration only; a failed check
 * leaves them on the page.
 */
export function useSignedInRedirect(
  enabled: boolean,
  destinationFor: (roles: readonly RoleName[]) => string = landingPath,
): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled || !hasStoredIdentitySession()) return;
    let cancelled = false;
    establishSession()
      .then((user) => {
        if (!cancelled) return navigate(destinationFor(user.roles), { replace: true });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [enabled, navigate, destinationFor]);
}
