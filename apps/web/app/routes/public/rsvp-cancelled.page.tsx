import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { BookingPage } from '../../features/rsvp/booking-page';
import { privatePageHandle } from '../../features/rsvp/private-page-handle';
import { ReleaseOutcome } from '../../features/rsvp/release-outcome';
import { useRsvpModal } from '../../features/rsvp/rsvp-modal-context';
import { useReference } from '../../features/rsvp/use-reference';
import { useReleaseRegistration } from '../../features/rsvp/use-release-registration';
import { browserTimeZone } from '../../lib/datetime';

export const handle = privatePageHandle(
  'Checkout cancelled',
  'You left checkout: your seat was released and nothing was charged.',
);

/** /rsvp/cancelled?reference=… — where checkout's Cancel leads: frees the held seat at once. */
export default function RsvpCancelledPage() {
  const reference = useReference();
  const { state, retry } = useReleaseRegistration(reference);
  const [timeZone] = useState(browserTimeZone);
  const rsvp = useRsvpModal();

  const chooseAgain = rsvp ? (
    <Button onClick={() => rsvp.open()} onMouseEnter={rsvp.preload} onFocus={rsvp.preload}>
      Choose a date again
    </Button>
  ) : (
    <Button component={Link} to="/rsvp">
      Choose a date again
    </Button>
  );

  return (
    <BookingPage
      state={state}
      loadingTitle="Releasing your seat…"
      onRetry={retry}
      missing="Nothing was charged. This page needs the link checkout sent you back with; without it there is no held seat to release, and any held seat is freed by itself when its checkout expires."
    >
      {(view) => <ReleaseOutcome view={view} timeZone={timeZone} chooseAgain={chooseAgain} />}
    </BookingPage>
  );
}
