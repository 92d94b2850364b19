import { actOnTestBilling, getTestBilling, type TestBillingAction } from '@meridian/contracts/advertising';
import { useCallback, useState } from 'react';
import { useTestPage } from '../../components/test-mode/use-test-page';
import { callEndpoint } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';

const LOAD_ERROR = 'The billing page could not be loaded. Please try again.';
const ACTION_ERROR = 'That did not work. Please try again.';
const ID = /^sub_test_local_[A-Za-z0-9]{32}$/;

/**
 * The local TEST MODE billing page (no Stripe keys): loads the subscription and acts on it. Each
 * action hands the server the events Stripe would send, so the dashboard follows as it would.
 */
export function useTestBilling(id: string) {
  const fetch = useCallback(
    async () => (ID.test(id) ? callEndpoint(getTestBilling, { params: { id }, keepNotifications: true }) : null),
    [id],
  );
  const { state, setState, reload } = useTestPage(fetch, LOAD_ERROR);
  const [busy, setBusy] = useState<TestBillingAction['action'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const act = useCallback(
    async (action: TestBillingAction) => {
      if (busy) return;
      setBusy(action.action);
      setFailure(null);
      try {
        const value = await callEndpoint(actOnTestBilling, { params: { id }, body: action, keepNotifications: true });
        setState({ kind: 'ready', value });
      } catch (error) {
        setFailure(errorMessage(error, ACTION_ERROR));
        await reload(); // It may have changed meanwhile: show it as it is now.
      } finally {
        setBusy(null);
      }
    },
    [busy, id, reload, setState],
  );

  return { state, busy, failure, act, reload };
}
