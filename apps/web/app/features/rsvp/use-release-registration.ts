import { getRegistrationStatus, releaseRegistration } from '@meridian/contracts/rsvp';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { bookingFailure, type BookingState } from './use-registration-status';

/** References already released by this page load (React may run an effect twice in development). */
const released = new Map<string, Promise<BookingState>>();

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
 * (POST /api/v1/register/:reference/release), once per page load.
 */
export function useReleaseRegistration(reference: string | null | undefined) {
  const [state, setState] = useState<BookingState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (reference === undefined) return;
    if (reference === null) return setState({ kind: 'missing' });
    let current = true;
    let pending = released.get(reference);
    if (!pending) {
      pending = release(reference);
      released.set(reference, pending);
    }
    void pending.then((next) => {
      if (!current) return;
      // A failure may be passing (network): let "Try again" call the server again.
      if (next.kind === 'failed') released.delete(reference);
      setState(next);
    });
    return () => {
      current = false;
    };
  }, [reference, round]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setRound((value) => value + 1);
  }, []);
  return { state, retry };
}
