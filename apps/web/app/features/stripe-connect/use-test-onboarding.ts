import {
  completeTestOnboarding,
  getTestOnboarding,
  TEST_ONBOARDING_MESSAGES,
  type TestOnboarding,
} from '@meridian/contracts/stripe-connect';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';

export type TestOnboardingState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; onboarding: TestOnboarding };

const LOAD_ERROR = 'The onboarding page could not be loaded. Please try again.';

/**
 * The local TEST MODE onboarding (no Stripe keys): loads the link, and completes onboarding, which
 * enables payouts through the same code as Stripe's account.updated and answers where to go back to.
 */
export function useTestOnboarding(id: string) {
  const [state, setState] = useState<TestOnboardingState>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const onboarding = await callEndpoint(getTestOnboarding, { params: { id }, keepNotifications: true });
      setState({ kind: 'ready', onboarding });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 422)) setState({ kind: 'missing' });
      else setState({ kind: 'failed', message: errorMessage(error, LOAD_ERROR) });
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  const complete = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { redirectUrl } = await callEndpoint(completeTestOnboarding, { params: { id }, keepNotifications: true });
      window.location.assign(redirectUrl);
      // The button stays busy while the browser leaves.
    } catch (error) {
      setFailure(errorMessage(error, TEST_ONBOARDING_MESSAGES.notFound));
      setBusy(false);
      await load(); // It may have been used or expired meanwhile: show what it is now.
    }
  }, [busy, id, load]);

  return { state, busy, failure, complete, reload: load };
}
