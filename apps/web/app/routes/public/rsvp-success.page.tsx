import { useState } from 'react';
import { BookingOutcome } from '../../features/rsvp/booking-outcome';
import { BookingPage } from '../../features/rsvp/booking-page';
import { privatePageHandle } from '../../features/rsvp/private-page-handle';
import { useReference } from '../../features/rsvp/use-reference';
import { useRegistrationStatus } from '../../features/rsvp/use-registration-status';
import { browserTimeZone } from '../../lib/datetime';

export const handle = privatePageHandle('Your booking', 'The status of your webinar seat booking.');

/** /rsvp/success?reference=… — where checkout returns: shows the booking's status, never decides it. */
export default function RsvpSuccessPage() {
  const reference = useReference();
  const { state, checkAgain } = useRegistrationStatus(reference);
  const [timeZone] = useState(browserTimeZone);

  return (
    <BookingPage
      state={state}
      loadingTitle="Loading your booking…"
      onRetry={checkAgain}
      missing="This page needs the booking link you were sent back with after checkout. If you paid, your confirmation email has every detail of your seat."
    >
      {(view, gaveUp) => <BookingOutcome view={view} timeZone={timeZone} gaveUp={gaveUp} onCheckAgain={checkAgain} />}
    </BookingPage>
  );
}
