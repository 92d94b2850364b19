import { Button, Loader, Stack, Text } from '@mantine/core';
import { TEST_CHECKOUT_MESSAGES } from '@meridian/contracts/rsvp';
import { IconAlertTriangle, IconCircleCheck, IconClockOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { OutcomePanel } from '../../components/outcome-panel';
import { TestCheckoutCard } from './test-checkout-card';
import { TestModeBanner } from '../../components/test-mode-banner';
import { useCountdown } from './use-countdown';
import { useTestCheckout } from './use-test-checkout';

const backToRsvp = (
  <Button component={Link} to="/rsvp">
    Back to RSVP
  </Button>
);

/** The local TEST MODE checkout page's content: the payment card, or why it cannot be paid. */
export function TestCheckoutView({ id, merchant }: { id: string; merchant: string }) {
  const { state, busy, pay, cancel, reload } = useTestCheckout(id);
  const checkout = state.kind === 'ready' ? state.checkout : null;
  const msLeft = useCountdown(checkout?.status === 'open' ? checkout.expiresAt : null);

  let content;
  if (state.kind === 'loading') {
    content = (
      <Stack align="center" py="xl" role="status">
        <Loader aria-hidden />
        <Text c="dimmed">Loading your checkout…</Text>
      </Stack>
    );
  } else if (state.kind === 'missing') {
    content = (
      <OutcomePanel icon={<IconAlertTriangle />} color="red" title="Checkout not found" actions={backToRsvp}>
        {TEST_CHECKOUT_MESSAGES.notFound}. The link may be incomplete; start again from the RSVP page to book a seat.
      </OutcomePanel>
    );
  } else if (state.kind === 'failed') {
    content = (
      <OutcomePanel
        icon={<IconAlertTriangle />}
        color="red"
        title="Checkout unavailable"
        actions={<Button onClick={() => void reload()}>Try again</Button>}
      >
        {state.message}
      </OutcomePanel>
    );
  } else if (state.checkout.status === 'complete') {
    content = (
      <OutcomePanel
        icon={<IconCircleCheck />}
        color="teal"
        title="Already paid"
        actions={
          <Button component="a" href={state.checkout.successUrl}>
            See your booking
          </Button>
        }
      >
        {TEST_CHECKOUT_MESSAGES.complete}
      </OutcomePanel>
    );
  } else if (state.checkout.status === 'expired' || msLeft === 0) {
    content = (
      <OutcomePanel icon={<IconClockOff />} color="gray" title="Checkout expired" actions={backToRsvp}>
        {TEST_CHECKOUT_MESSAGES.expired}
      </OutcomePanel>
    );
  } else {
    content = (
      <TestCheckoutCard
        checkout={state.checkout}
        merchant={merchant}
        msLeft={msLeft ?? 0}
        busy={busy}
        onPay={() => void pay()}
        onCancel={() => void cancel()}
      />
    );
  }

  return (
    <Stack gap="md">
      <TestModeBanner>
        No real card is charged. This checkout stands in for Stripe while no payment keys are set, and confirms the
        booking exactly as a real payment would.
      </TestModeBanner>
      {content}
    </Stack>
  );
}
