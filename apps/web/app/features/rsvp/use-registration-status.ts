import { getRegistrationStatus, type RegistrationStatusView } from '@meridian/contracts/rsvp';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, callEndpoint } from '../../lib/api-client';

export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 2 * 60 * 1000;

export type BookingState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'view'; view: RegistrationStatusView; gaveUp: boolean };

const LOAD_ERROR = 'Your booking could not be loaded. Please try again.';

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
  const [state, setState] = useState<BookingState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const startedAt = useRef(0);

  useEffect(() => {
    if (reference === undefined) return;
    if (reference === null) return setState({ kind: 'missing' });
    let stopped = false;
    let timer: number | undefined;
    startedAt.current = Date.now();
    const poll = async () => {
      let next: BookingState;
      try {
        const view = await callEndpoint(getRegistrationStatus, { params: { reference }, keepNotifications: true });
        const waiting = view.status === 'pending' && !view.sessionCancelled;
        const gaveUp = waiting && Date.now() - startedAt.current >= POLL_LIMIT_MS;
        next = { kind: 'view', view, gaveUp };
        if (waiting && !gaveUp && !stopped) timer = window.setTimeout(() => void poll(), POLL_INTERVAL_MS);
      } catch (error) {
        next = bookingFailure(error);
      }
      if (!stopped) setState(next);
    };
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [reference, round]);

  const checkAgain = useCallback(() => setRound((current) => current + 1), []);
  return { state, checkAgain };
}
