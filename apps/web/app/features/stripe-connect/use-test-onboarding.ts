import {
  completeTestOnboarding,
  getTestOnboarding,
  TEST_ONBOARDING_MESSAGES,
} from '@meridian/contracts/stripe-connect';
import { useState } from 'react';
import { useTestPage } from '../../components/test-mode/use-test-page';
import { errorMessage } from '../../lib/error-message';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

const LOAD_ERROR = 'The onboarding page could not be loaded. Please try again.';

/**
 * The local TEST MODE onboarding (no Stripe keys): loads the link, and completes onboarding, which
 * enables payouts through the same code as Stripe's account.updated and answers where to go back to.
 */
export function useTestOnboarding(id: string) {
  const { state, reload } = useTestPage(getTestOnboarding, { params: { id } }, LOAD_ERROR);
  const completion = useEndpointMutation(completeTestOnboarding);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function complete() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { redirectUrl } = await completion.mutateAsync({ params: { id }, keepNotifications: true });
      window.location.assign(redirectUrl);
      // The button stays busy while the browser leaves.
    } catch (error) {
      setFailure(errorMessage(error, TEST_ONBOARDING_MESSAGES.notFound));
      setBusy(false);
      await reload(); // It may have been used or expired meanwhile: show what it is now.
    }
  }

  return { state, busy, failure, complete, reload };
}
