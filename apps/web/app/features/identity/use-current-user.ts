import type { CurrentUser } from '@meridian/contracts/users';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { hasStoredIdentitySession } from '../../lib/auth/amplify';
import { establishSession } from '../../lib/auth/establish-session';

export type CurrentUserState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'ready'; user: CurrentUser }
  | { status: 'error'; message: string };

export const USER_LOAD_FAILED_MESSAGE = 'We could not load your account. Please try again.';

/**
 * The signed-in user as the server sees them (GET /api/v1/user/me), for the panel gates. Without a
 * stored identity session no call is made; 401, 403 and 404 mean "not signed in" for the panel.
 */
export function useCurrentUser(): CurrentUserState & { retry: () => void } {
  const [state, setState] = useState<CurrentUserState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const settle = (next: CurrentUserState) => {
      if (!cancelled) setState(next);
    };
    if (!hasStoredIdentitySession()) {
      settle({ status: 'signed-out' });
      return;
    }
    setState({ status: 'loading' });
    establishSession()
      .then((user) => settle({ status: 'ready', user }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && [401, 403, 404].includes(error.status)) settle({ status: 'signed-out' });
        else settle({ status: 'error', message: error instanceof ApiError ? error.message : USER_LOAD_FAILED_MESSAGE });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
