import { useState } from 'react';
import { CenteredPage } from '../../features/rsvp/centered-page';
import { privatePageHandle } from '../../features/rsvp/private-page-handle';
import { SeatCancelOutcome } from '../../features/rsvp/seat-cancel-view';
import { browserTimeZone } from '../../lib/datetime';

export const handle = privatePageHandle('Cancel your seat', 'Cancel your webinar seat under the refund policy.');

/** /seat/cancel?t=… — a paid seat's own cancel page, from the link in its confirmation (docs/product.md). */
export default function SeatCancelPage() {
  const [timeZone] = useState(browserTimeZone);
  return (
    <CenteredPage width={640}>
      <SeatCancelOutcome timeZone={timeZone} />
    </CenteredPage>
  );
}
