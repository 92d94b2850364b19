import { Button, Stack, Text } from '@mantine/core';
import type { RegistrationStatusView } from '@meridian/contracts/rsvp';
import { IconCalendarOff, IconCircleCheck, IconReceiptRefund, IconTicketOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookingSummary } from './booking-summary';
import { OutcomePanel } from '../../components/outcome-panel';

interface ReleaseOutcomeProps {
  view: RegistrationStatusView;
  timeZone: string;
  /** "Choose a date again": opens the RSVP modal. */
  chooseAgain: ReactNode;
}

/** The cancel page's answer once the checkout was closed (or turned out to be paid or refunded). */
export function ReleaseOutcome({ view, timeZone, chooseAgain }: ReleaseOutcomeProps) {
  if (view.status === 'paid') {
    return (
      <OutcomePanel
        icon={<IconCircleCheck />}
        color="teal"
        title="This booking is already paid"
        actions={
          <Button component={Link} to={`/rsvp/success?reference=${encodeURIComponent(view.reference)}`}>
            See your booking
          </Button>
        }
      >
        The payment went through before the checkout was closed, so your seat is confirmed and nothing was released.
      </OutcomePanel>
    );
  }
  if (view.status === 'refunded' || view.sessionCancelled) {
    return (
      <OutcomePanel
        icon={view.sessionCancelled ? <IconCalendarOff /> : <IconReceiptRefund />}
        color="blue"
        title={view.sessionCancelled ? 'This session was cancelled' : 'This booking was refunded'}
        actions={chooseAgain}
      >
        There is nothing to release: any payment for this booking has been or is being refunded in full.
      </OutcomePanel>
    );
  }
  return (
    <OutcomePanel icon={<IconTicketOff />} color="teal" title="Your seat was released" actions={chooseAgain}>
      <Stack gap="md" align="center">
        <Text inherit>
          You left checkout before paying, so nothing was charged and the seat is free for someone else. Changed your
          mind? Pick a date again; booking takes a minute.
        </Text>
        <BookingSummary view={view} timeZone={timeZone} />
      </Stack>
    </OutcomePanel>
  );
}
