import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OutcomePanel } from '../../components/outcome-panel';

/** No usable `?reference=`, or no booking behind it: say so, and point back to the RSVP page. */
export function BookingMissing({ children }: { children: ReactNode }) {
  return (
    <OutcomePanel
      icon={<IconAlertTriangle />}
      color="orange"
      title="We could not find this booking"
      actions={
        <Button component={Link} to="/rsvp">
          Go to the RSVP page
        </Button>
      }
    >
      {children}
    </OutcomePanel>
  );
}

/** The booking could not be loaded (network, server): the message and a retry. */
export function BookingFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <OutcomePanel
      icon={<IconAlertTriangle />}
      color="red"
      title="Something went wrong"
      actions={<Button onClick={onRetry}>Try again</Button>}
    >
      {message}
    </OutcomePanel>
  );
}
