import { RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import { getWaitlistOffer } from '@meridian/contracts/rsvp-waitlist';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { useRsvpModal } from './rsvp-modal-context';

/**
 * `/rsvp?offer=TOKEN` (the link in a waitlist offer email): loads the offer once the page is live
 * and opens the RSVP modal filled in for its session; a used or expired offer gets a clear notice.
 */
export function useOfferFromUrl(): void {
  const [params] = useSearchParams();
  const token = params.get('offer')?.trim() ?? '';
  const rsvp = useRsvpModal();
  const { data: offer, error } = useEndpointQuery(
    getWaitlistOffer,
    { params: { token } },
    { enabled: Boolean(token && rsvp), gcTime: 0 },
  );

  useEffect(() => {
    if (offer) rsvp?.open({ offer });
  }, [offer, rsvp]);

  useEffect(() => {
    if (!error) return;
    // Unreachable or failing server: say that, not that the offer is gone.
    const transient = error instanceof ApiError && (error.status === 0 || error.status >= 500);
    notify.error({ title: 'Waitlist offer', message: transient ? error.message : RSVP_MESSAGES.offerInvalid });
  }, [error]);
}
