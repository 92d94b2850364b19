import { getRegistrationStatus, releaseRegistration } from '@meridian/contracts/rsvp';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { bookingFailure, type BookingState } from './use-registration-status';

/**
 * The cancel page: the visitor left checkout, so close it and free the seat now
 * (POST /api/v1/register/:reference/release), once per page load: the answer stays in the app's
 * query cache, so a second mount (React may mount twice in development) shows it without calling.
 * A release refused with 409 (no longer waiting for payment: paid, expired, already released)
 * shows the booking as it is.
 */
export function useReleaseRegistration(reference: string | null | undefined) {
  const input = { params: { reference: reference ?? '' }, keepNotifications: true };
  const release = useEndpointQuery(releaseRegistration, input, {
    enabled: typeof reference === 'string',
    // A release that answered is never repeated; a failure (network) is tried again on the next visit.
    staleTime: Infinity,
    gcTime: Infinity,
    keepRunning: true,
  });
  const settled = release.error instanceof ApiError && release.error.status === 409;
  const status = useEndpointQuery(getRegistrationStatus, input, { enabled: settled });
  const { refetch: releaseAgain } = release;
  const { refetch: readAgain } = status;

  let state: BookingState = { kind: 'loading' };
  if (reference === null) state = { kind: 'missing' };
  else if (release.isFetching) state = { kind: 'loading' };
  else if (release.data) state = { kind: 'view', view: release.data, gaveUp: false };
  else if (!settled && release.error) state = bookingFailure(release.error);
  else if (settled && !status.isFetching) {
    if (status.data) state = { kind: 'view', view: status.data, gaveUp: false };
    else if (status.error) state = bookingFailure(status.error);
  }
  // A failure may be passing (network): "Try again" calls the server again.
  const retry = useCallback(() => void (settled ? readAgain() : releaseAgain()), [settled, readAgain, releaseAgain]);
  return { state, retry };
}
