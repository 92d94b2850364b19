import { getJoinStatus, JOIN_TOKEN_PATTERN, type JoinState, type JoinStatus } from '@meridian/contracts/rsvp-join';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

/** The status is asked again this often (the session may be moved, its doors changed, the link replaced). */
const REFRESH_MS = 60_000;

export type JoinView =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'status'; status: JoinStatus; state: JoinState; now: number };

/** The join token from `?t=`, read once the page is live: undefined until then, null when missing or malformed. */
export function useJoinToken(): string | null | undefined {
  const [params] = useSearchParams();
  const raw = params.get('t');
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(raw && JOIN_TOKEN_PATTERN.test(raw) ? raw : null), [raw]);
  return token;
}

/**
 * Where the link stands as time passes: the server's answer, then the doors' times on the server's
 * clock (the visitor's corrected by the answer's `serverNow`), ticking every second. A replaced or
 * cancelled link stays so.
 */
export function joinStateAt(status: JoinStatus, serverTime: number): JoinState {
  if (status.state === 'replaced' || status.state === 'cancelled') return status.state;
  if (serverTime < Date.parse(status.doorsOpenAt)) return 'waiting';
  return serverTime < Date.parse(status.doorsCloseAt) ? 'open' : 'ended';
}

/** The join page's view of a link (GET /api/v1/join/:token), with the clock that moves it on. */
export function useJoinStatus(token: string | null | undefined) {
  const query = useEndpointQuery(
    getJoinStatus,
    { params: { token: token ?? '' }, keepNotifications: true },
    { enabled: typeof token === 'string', gcTime: 0, refetchInterval: REFRESH_MS },
  );
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setClock(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  let view: JoinView = { kind: 'loading' };
  if (token === null) view = { kind: 'missing' };
  else if (query.data) {
    // The last answer goes on counting when a later check fails (a phone offline for a while).
    // The server's clock now: its answer's time plus what passed here since the answer arrived.
    const now = Date.parse(query.data.serverNow) + (Math.max(clock, query.dataUpdatedAt) - query.dataUpdatedAt);
    view = { kind: 'status', status: query.data, state: joinStateAt(query.data, now), now };
  } else if (query.error) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422);
    view = missing
      ? { kind: 'missing' }
      : { kind: 'failed', message: 'Your join link could not be checked. Please try again.' };
  }
  return { view, retry: () => void query.refetch() };
}
