import { actOnTestBilling, getTestBilling, type TestBillingAction } from '@meridian/contracts/billboard-advertisers';
import { useState } from 'react';
import { useTestPage } from '../../components/test-mode/use-test-page';
import { errorMessage } from '../../lib/error-message';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

const LOAD_ERROR = 'The billing page could not be loaded. Please try again.';
const ACTION_ERROR = 'That did not work. Please try again.';
const ID = /^sub_test_local_[A-Za-z0-9]{32}$/;

/**
 * The local TEST MODE billing page (no Stripe keys): loads the subscription and acts on it. Each
 * action hands the server the events Stripe would send, so the dashboard follows as it would.
 */
export function useTestBilling(id: string) {
  const { state, show, reload } = useTestPage(getTestBilling, ID.test(id) ? { params: { id } } : null, LOAD_ERROR);
  const action = useEndpointMutation(actOnTestBilling);
  const [busy, setBusy] = useState<TestBillingAction['action'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function act(chosen: TestBillingAction) {
    if (busy) return;
    setBusy(chosen.action);
    setFailure(null);
    try {
      show(await action.mutateAsync({ params: { id }, body: chosen, keepNotifications: true }));
    } catch (error) {
      setFailure(errorMessage(error, ACTION_ERROR));
      await reload(); // It may have changed meanwhile: show it as it is now.
    } finally {
      setBusy(null);
    }
  }

  return { state, busy, failure, act, reload };
}
