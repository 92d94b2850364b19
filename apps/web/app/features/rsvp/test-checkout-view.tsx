import { Button } from '@mantine/core';
import { TEST_CHECKOUT_MESSAGES, type TestCheckout } from '@meridian/contracts/payments-test-checkout';
import { IconCircleCheck, IconClockOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { OutcomePanel } from '../../components/outcome-panel';
import { TestModeFrame } from '../../components/test-mode/test-mode-frame';
import { TestCheckoutCard } from './test-checkout-card';
import { useCountdown } from './use-countdown';
import { useTestCheckout } from './use-test-checkout';

const backToRsvp = (
  <Button component={Link} to="/rsvp">
    Back to RSVP
  </Button>
);

const PLAN_EXPIRED = 'This checkout has expired and nothing was charged. Subscribe again from your dashboard.';

/** Where a closed checkout sends the visitor: a plan's back to its dashboard, a seat's to the RSVP page. */
const backFrom = (checkout: TestCheckout) =>
  checkout.interval ? (
    <Button component="a" href={checkout.cancelUrl}>
      Back to your dashboard
    </Button>
  ) : (
    backToRsvp
  );

/** The local TEST MODE checkout page's content: the payment card, or why it cannot be paid. */
export function TestCheckoutView({ id, merchant }: { id: string; merchant: string }) {
  const { state, busy, pay, cancel, reload } = useTestCheckout(id);
  const open = state.kind === 'ready' && state.value.status === 'open' ? state.value : null;
  const msLeft = useCountdown(open?.expiresAt ?? null);

  return (
    <TestModeFrame
      state={state}
      banner="No real card is charged. This checkout stands in for Stripe while no payment keys are set, and confirms the payment exactly as a real one would."
      loading="Loading your checkout…"
      missing={{
        title: 'Checkout not found',
        // The title already says it was not found: the text says why and what to do.
        body: 'This link does not lead to a checkout: it may be incomplete or mistyped. Start again from the page you came from.',
        actions: backToRsvp,
      }}
      unavailable="Checkout unavailable"
      onRetry={() => void reload()}
    >
      {(checkout) =>
        checkout.status === 'complete' ? (
          <OutcomePanel
            icon={<IconCircleCheck />}
            color="teal"
            title="Already paid"
            actions={
              <Button component="a" href={checkout.successUrl}>
                {checkout.interval ? 'See your plan' : 'See your booking'}
              </Button>
            }
          >
            {TEST_CHECKOUT_MESSAGES.complete}
          </OutcomePanel>
        ) : checkout.status === 'expired' || msLeft === 0 ? (
          <OutcomePanel icon={<IconClockOff />} color="gray" title="Checkout expired" actions={backFrom(checkout)}>
            {checkout.interval ? PLAN_EXPIRED : TEST_CHECKOUT_MESSAGES.expired}
          </OutcomePanel>
        ) : (
          <TestCheckoutCard
            checkout={checkout}
            merchant={merchant}
            msLeft={msLeft ?? 0}
            busy={busy}
            onPay={() => void pay()}
            onCancel={() => void cancel()}
          />
        )
      }
    </TestModeFrame>
  );
}
