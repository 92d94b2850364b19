import { Button, Loader, Stack, Text } from '@mantine/core';
import type { RegistrationStatusView } from '@meridian/contracts/rsvp';
import { IconCalendarOff, IconCircleCheck, IconClockOff, IconReceiptRefund, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatSessionStart } from '../../lib/datetime';
import { formatMoneyExact } from '../../lib/format';
import { BookingSummary } from './booking-summary';
import { OutcomePanel } from '../../components/outcome-panel';

interface BookingOutcomeProps {
  view: RegistrationStatusView;
  timeZone: string;
  /** Pending for two minutes: stop saying "confirming" and explain instead. */
  gaveUp: boolean;
  onCheckAgain: () => void;
}

const chooseAgain = (
  <Button component={Link} to="/rsvp">
    Choose a date again
  </Button>
);

/** The success page's answer for each state of a booking. */
export function BookingOutcome({ view, timeZone, gaveUp, onCheckAgain }: BookingOutcomeProps) {
  const amount = formatMoneyExact(view.amountCents, view.currency);
  const summary = <BookingSummary view={view} timeZone={timeZone} />;

  if (view.sessionCancelled) {
    return (
      <OutcomePanel icon={<IconCalendarOff />} color="orange" title="This session was cancelled" actions={chooseAgain}>
        <Stack gap="md" align="center">
          <Text inherit>
            We are sorry: the organiser cancelled this session. Any payment is refunded in full to the original payment
            method, and an email with the details went to {view.email}.
          </Text>
          {summary}
        </Stack>
      </OutcomePanel>
    );
  }
  switch (view.status) {
    case 'paid':
      return (
        <OutcomePanel icon={<IconCircleCheck />} color="teal" title="You're in!" live>
          <Stack gap="md" align="center">
            <Text inherit>
              Thank you, {view.firstName}. Your seat is confirmed. A confirmation with a calendar invitation is on its
              way to <strong>{view.email}</strong>. Your private join link goes to the same address, and reminders
              follow 24 hours and 1 hour before the start.
            </Text>
            <BookingSummary view={view} timeZone={timeZone} amountLabel="Amount paid" />
          </Stack>
        </OutcomePanel>
      );
    case 'pending':
      return gaveUp ? (
        <OutcomePanel
          icon={<IconClockOff />}
          color="gray"
          title="Still waiting for your payment"
          live
          actions={
            <>
              <Button onClick={onCheckAgain}>Check again</Button>
              <Button component={Link} to="/rsvp" variant="default">
                Back to RSVP
              </Button>
            </>
          }
        >
          We have not received confirmation of your payment yet. If you completed it, your confirmation email arrives as
          soon as it is processed, and you are never charged twice. If you did not finish paying, your seat is released
          at {formatSessionStart(view.holdExpiresAt, timeZone)} and nothing is charged.
        </OutcomePanel>
      ) : (
        <OutcomePanel icon={<Loader size="md" />} color="brand" title="Confirming your payment…" live>
          This usually takes a few seconds. This page updates by itself; there is no need to pay again.
        </OutcomePanel>
      );
    case 'expired':
      return (
        <OutcomePanel icon={<IconClockOff />} color="gray" title="Your seat hold expired" actions={chooseAgain}>
          The checkout was not completed in time, so the seat was released and nothing was charged. You are welcome to
          book again.
        </OutcomePanel>
      );
    case 'cancelled':
      return (
        <OutcomePanel icon={<IconX />} color="gray" title="This booking was cancelled" actions={chooseAgain}>
          The checkout was cancelled before payment, so nothing was charged and the seat went back on sale.
        </OutcomePanel>
      );
    case 'refunded':
      return (
        <OutcomePanel icon={<IconReceiptRefund />} color="blue" title="This booking was refunded" actions={chooseAgain}>
          <Stack gap="md" align="center">
            <Text inherit>
              Your payment of {amount} was refunded to the original payment method. Refunds usually appear within 5 to
              10 business days, depending on your bank.
            </Text>
            {summary}
          </Stack>
        </OutcomePanel>
      );
  }
}
