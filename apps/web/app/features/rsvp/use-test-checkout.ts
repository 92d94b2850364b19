import {
  cancelTestCheckout,
  checkoutIdParams,
  getTestCheckout,
  payTestCheckout,
  TEST_CHECKOUT_MESSAGES,
} from '@meridian/contracts/payments-test-checkout';
import { useState } from 'react';
import { useTestPage } from '../../components/test-mode/use-test-page';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { usePageRestored } from '../../lib/use-page-restored';
import { leaveFor } from './leave-for';

const LOAD_ERROR = 'The checkout could not be loaded. Please try again.';

/**
 * The local TEST MODE checkout (no Stripe keys): loads it, and pays or cancels it. Both answers
 * carry where the browser goes next, as Stripe's success and cancel URLs would.
 */
export function useTestCheckout(id: string) {
  const valid = checkoutIdParams.safeParse({ id }).success;
  const { state, reload } = useTestPage(getTestCheckout, valid ? { params: { id } } : null, LOAD_ERROR);
  const calls = { pay: useEndpointMutation(payTestCheckout), cancel: useEndpointMutation(cancelTestCheckout) };
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);

  // Back or Forward from where paying or cancelling led: the buttons were left busy and the checkout
  // may be paid, released or expired by now. Show it as it is.
  usePageRestored(() => {
    setBusy(null);
    void reload();
  });

  async function finish(action: 'pay' | 'cancel') {
    if (busy) return;
    setBusy(action);
    try {
      const { redirectUrl } = await calls[action].mutateAsync({ params: { id } });
      leaveFor(redirectUrl);
      // The buttons stay busy while the browser leaves.
    } catch (error) {
      const message = error instanceof ApiError ? error.message : TEST_CHECKOUT_MESSAGES.notFound;
      if (!(error instanceof ApiError && error.status === 200)) notify.error({ title: 'Payment', message });
      setBusy(null);
      await reload(); // It may have expired or been paid meanwhile: show what it is now.
    }
  }

  return { state, busy, pay: () => finish('pay'), cancel: () => finish('cancel'), reload };
}
