import { getRegistrationStatus, releaseRegistration } from '@meridian/contracts/rsvp';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { endpointQueryKey } from '../../lib/endpoint-query-key';
import { bookingFailure, type BookingState } from './use-registration-status';

async function release(reference: string): Promise<BookingState> {
  try {
    const view = await callEndpoint(releaseRegistration, { params: { reference }, keepNotifications: true });
    return { kind: 'view', view, gaveUp: false };
  } catch (error) {
    // 409: it is no longer waiting for payment (paid, expired, already released): show what it is.
    if (!(error instanceof ApiError && error.status === 409)) return bookingFailure(error);
    try {
      const view = await callEndpoint(getRegistrationStatus, { params: { reference }, keepNotifications: true });
      return { kind: 'view', view, gaveUp: false };
    } catch (statusError) {
      return bookingFailure(statusError);
    }
  }
}

/**
 * The cancel page: the visitor left checkout, so close it and free the seat now
 * (POST /api/v1/register/:reference/release), once per page load: the outcome stays in the app's
 * query cache, so a second mount (React may mount twice in development) shows it without calling.
 */
export function useReleaseRegistration(reference: string | null | undefined) {
  const outcome = useQuery({
    queryKey: endpointQueryKey(releaseRegistration, { params: { reference: reference ?? '' } }),
    queryFn: () => release(reference ?? ''),
    enabled: typeof reference === 'string',
    // A release that answered is never repeated; a failure (network) is tried again on the next visit.
    staleTime: (query) => (query.state.data?.kind === 'failed' ? 0 : Infinity),
    gcTime: Infinity,
  });
  const { refetch } = outcome;

  let state: BookingState = { kind: 'loading' };
  if (reference === null) state = { kind: 'missing' };
  else if (outcome.data && !outcome.isFetching) state = outcome.data;
  // A failure may be passing (network): "Try again" calls the server again.
  const retry = useCallback(() => void refetch(), [refetch]);
  return { state, retry };
}
