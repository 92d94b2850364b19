import { getWaitlistOffer, RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useRsvpModal } from './rsvp-modal-context';

/**
 * `/rsvp?offer=TOKEN` (the link in a waitlist offer email): loads the offer once the page is live
 * and opens the RSVP modal filled in for its session; a used or expired offer gets a clear notice.
 */
export function useOfferFromUrl(): void {
  const [params] = useSearchParams();
  const token = params.get('offer')?.trim() ?? '';
  const rsvp = useRsvpModal();

  useEffect(() => {
    if (!token || !rsvp) return;
    let current = true;
    callEndpoint(getWaitlistOffer, { params: { token } })
      .then((offer) => {
        if (current) rsvp.open({ offer });
      })
      .catch((error: unknown) => {
        if (!current) return;
        // Unreachable or failing server: say that, not that the offer is gone.
        const transient = error instanceof ApiError && (error.status === 0 || error.status >= 500);
        notify.error({ title: 'Waitlist offer', message: transient ? error.message : RSVP_MESSAGES.offerInvalid });
      });
    return () => {
      current = false;
    };
  }, [token, rsvp]);
}
