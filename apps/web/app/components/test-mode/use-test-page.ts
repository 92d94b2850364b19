import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';

/** How a TEST MODE page's object stands: loading, not there (404 or a malformed id), failed, or ready. */
export type TestPageState<T> =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; value: T };

/**
 * Loads the object a local TEST MODE page stands for (a checkout, an onboarding link, a
 * subscription): `fetch` answers it, or null when its id cannot be one. `reload` shows it as it is
 * now (after an action that failed because it changed meanwhile).
 */
export function useTestPage<T>(fetch: () => Promise<T | null>, loadError: string) {
  const [state, setState] = useState<TestPageState<T>>({ kind: 'loading' });

  const reload = useCallback(async () => {
    try {
      const value = await fetch();
      setState(value === null ? { kind: 'missing' } : { kind: 'ready', value });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 422)) setState({ kind: 'missing' });
      else setState({ kind: 'failed', message: errorMessage(error, loadError) });
    }
  }, [fetch, loadError]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { state, setState, reload };
}
