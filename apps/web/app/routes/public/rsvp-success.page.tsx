import type { ServedCreative } from '@meridian/contracts/billboard';
import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BillboardSlot } from '../../features/billboard/billboard-slot';
import { servedCreatives } from '../../features/billboard/served-creatives';
import { BookingOutcome } from '../../features/rsvp/booking-outcome';
import { BookingPage } from '../../features/rsvp/booking-page';
import { privatePageHandle } from '../../features/rsvp/private-page-handle';
import { useReference } from '../../features/rsvp/use-reference';
import { useRegistrationStatus } from '../../features/rsvp/use-registration-status';
import { browserTimeZone } from '../../lib/datetime';

/** The page itself is the same for every booking (it asks for the booking's status); its ad rotates. */
export function loader({ context }: LoaderFunctionArgs) {
  return servedCreatives(context);
}

export const handle = privatePageHandle('Your booking', 'The status of your webinar seat booking.');

/** /rsvp/success?reference=… — where checkout returns: shows the booking's status, never decides it. */
export default function RsvpSuccessPage() {
  const reference = useReference();
  const { state, checkAgain } = useRegistrationStatus(reference);
  const [timeZone] = useState(browserTimeZone);
  const creatives = useLoaderData() as ServedCreative[] | undefined;

  return (
    <>
      <BookingPage
        state={state}
        loadingTitle="Loading your booking…"
        onRetry={checkAgain}
        missing="This page needs the booking link you were sent back with after checkout. If you paid, your confirmation email has every detail of your seat."
      >
        {(view, gaveUp) => <BookingOutcome view={view} timeZone={timeZone} gaveUp={gaveUp} onCheckAgain={checkAgain} />}
      </BookingPage>
      <BillboardSlot creatives={creatives ?? []} />
    </>
  );
}
