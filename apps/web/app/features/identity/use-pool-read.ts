import { useCallback, useEffect, useState } from 'react';
import { signInErrorMessage } from '../../lib/auth/identity-errors';

/** Something the Account page reads from the user pool through Amplify: loading, refused, or read. */
export type PoolReadState<Ready extends object> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | ({ status: 'ready' } & Ready);

/**
 * Reads `read` once (and again on retry), for a section of the Account page: the same Amplify call
 * against the built-in pool or AWS Cognito. `read` must be the same function on every render.
 */
export function usePoolRead<Ready extends object>(read: () => Promise<Ready>) {
  const [state, setState] = useState<PoolReadState<Ready>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    read()
      .then((value) => {
        if (!cancelled) setState({ status: 'ready', ...value });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ status: 'error', message: signInErrorMessage(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [read, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, setState, retry };
}
