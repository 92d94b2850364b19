import { getRegistrationStatus, type RegistrationStatusView } from '@meridian/contracts/rsvp';
import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { usePageRestored } from '../../lib/use-page-restored';

export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 2 * 60 * 1000;

export type BookingState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'view'; view: RegistrationStatusView; gaveUp: boolean };

const LOAD_ERROR = 'Your booking could not be loaded. Please try again.';

const waiting = (view: RegistrationStatusView) => view.status === 'pending' && !view.sessionCancelled;

/** A failed status call as page state: unknown references are "missing", the rest say what went wrong. */
export function bookingFailure(error: unknown): BookingState {
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return { kind: 'missing' };
  return { kind: 'failed', message: error instanceof ApiError ? error.message : LOAD_ERROR };
}

/**
 * The success page's view of a booking (GET /api/v1/register/:reference). While payment is pending
 * it asks again every 2 s, for up to 2 minutes; `checkAgain` starts another 2 minutes.
 */
export function useRegistrationStatus(reference: string | null | undefined) {
  // When the current 2 minutes of asking began.
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const status = useEndpointQuery(
    getRegistrationStatus,
    { params: { reference: reference ?? '' }, keepNotifications: true },
    {
      enabled: typeof reference === 'string',
      gcTime: 0,
      refetchInterval: (query) => {
        const view = query.state.data;
        if (query.state.error || !view || !waiting(view)) return false;
        return query.state.dataUpdatedAt - startedAt < POLL_LIMIT_MS ? POLL_INTERVAL_MS : false;
      },
      // Polling goes on in a background tab: the page should be current when the visitor looks.
      refetchIntervalInBackground: true,
    },
  );
  const { refetch } = status;

  let state: BookingState = { kind: 'loading' };
  if (reference === null) state = { kind: 'missing' };
  else if (status.error) state = bookingFailure(status.error);
  else if (status.data) {
    const answeredAt = status.dataUpdatedAt;
    // An answer from before "Check again" is the one that gave up; it stays until the next one.
    const gaveUp = waiting(status.data) && (answeredAt < startedAt || answeredAt - startedAt >= POLL_LIMIT_MS);
    state = { kind: 'view', view: status.data, gaveUp };
  }

  const checkAgain = useCallback(() => {
    setStartedAt(Date.now());
    void refetch();
  }, [refetch]);
  // Back or Forward to this page: what it showed may have changed meanwhile (a pending payment paid).
  usePageRestored(checkAgain);
  return { state, checkAgain };
}
