import {
  cancelTestCheckout,
  checkoutIdParams,
  getTestCheckout,
  payTestCheckout,
  TEST_CHECKOUT_MESSAGES,
  type TestCheckout,
} from '@meridian/contracts/rsvp';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { leaveFor } from './leave-for';

export type TestCheckoutState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; checkout: TestCheckout };

const LOAD_ERROR = 'The checkout could not be loaded. Please try again.';

/**
 * The local TEST MODE checkout (no Stripe keys): loads it, and pays or cancels it. Both answers
 * carry where the browser goes next, as Stripe's success and cancel URLs would.
 */
export function useTestCheckout(id: string) {
  const [state, setState] = useState<TestCheckoutState>({ kind: 'loading' });
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const valid = checkoutIdParams.safeParse({ id }).success;

  const load = useCallback(async () => {
    if (!valid) return setState({ kind: 'missing' });
    try {
      const checkout = await callEndpoint(getTestCheckout, { params: { id }, keepNotifications: true });
      setState({ kind: 'ready', checkout });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 422)) setState({ kind: 'missing' });
      else setState({ kind: 'failed', message: error instanceof ApiError ? error.message : LOAD_ERROR });
    }
  }, [id, valid]);

  useEffect(() => {
    void load();
  }, [load]);

  const finish = useCallback(
    async (action: 'pay' | 'cancel') => {
      if (busy) return;
      setBusy(action);
      try {
        const endpoint = action === 'pay' ? payTestCheckout : cancelTestCheckout;
        const { redirectUrl } = await callEndpoint(endpoint, { params: { id } });
        leaveFor(redirectUrl);
        // The buttons stay busy while the browser leaves.
      } catch (error) {
        const message = error instanceof ApiError ? error.message : TEST_CHECKOUT_MESSAGES.notFound;
        if (!(error instanceof ApiError && error.status === 200)) notify.error({ title: 'Payment', message });
        setBusy(null);
        await load(); // It may have expired or been paid meanwhile: show what it is now.
      }
    },
    [busy, id, load],
  );

  return { state, busy, pay: () => finish('pay'), cancel: () => finish('cancel'), reload: load };
}
