import { listReferralLinks } from '@meridian/contracts/referral-links';
import {
  getStripeConnect,
  STRIPE_CONNECT_LINK_FIELDS,
  STRIPE_CONNECT_LOOKUP_TIMEOUT_MS,
  STRIPE_CONNECT_MESSAGES as M,
  STRIPE_CONNECT_START_TIMEOUT_MS,
  startStripeConnect,
  type StripeConnectUser,
} from '@meridian/contracts/stripe-connect';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { STORAGE_KEYS } from '../../lib/stored-session';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { connectErrorMessage, lookupErrorMessage } from './connect-errors';

/** Who the overlay names while payouts are not connected: the seed's placeholder from stored values. */
export interface PlaceholderUser {
  id: number | null;
  email: string;
  firstName: string;
  lastName: string;
}

function storedPlaceholder(userId: number | null): PlaceholderUser {
  const read = (key: string) => {
    try {
      return window.localStorage.getItem(key) ?? '';
    } catch {
      return '';
    }
  };
  return {
    id: userId,
    email: read(STORAGE_KEYS.email),
    firstName: read(STORAGE_KEYS.firstName),
    lastName: read(STORAGE_KEYS.lastName),
  };
}

export type PayoutConnection =
  | { status: 'loading' }
  | { status: 'connected'; user: StripeConnectUser }
  | { status: 'not-connected'; user: PlaceholderUser }
  | { status: 'error'; message: string };

/** Sends the browser to Stripe's (or the TEST MODE) onboarding page. */
function leaveFor(url: string) {
  window.location.assign(url);
}

/**
 * The affiliate's payouts connection (docs/product.md, Affiliate payouts): the lookup (10 s), the
 * overlay's state, and "Connect Stripe Account" (15 s), which posts the affiliate's referral links
 * and sends the browser to the onboarding page it gets back. A 401 sends them to /affiliate.
 */
export function usePayoutConnection(userId: number | null) {
  const navigate = useNavigate();
  const query = useEndpointQuery(
    getStripeConnect,
    { query: { id: userId ?? 0 }, timeoutMs: STRIPE_CONNECT_LOOKUP_TIMEOUT_MS, keepNotifications: true },
    { enabled: userId !== null, retry: false, refetchOnWindowFocus: false },
  );
  const links = useEndpointMutation(listReferralLinks);
  const start = useEndpointMutation(startStripeConnect);
  const [connecting, setConnecting] = useState(false);
  const [connectError, setConnectError] = useState<string | null>(null);
  const unauthorised = query.error instanceof ApiError && query.error.status === 401;

  useEffect(() => {
    if (unauthorised) void navigate('/affiliate', { replace: true });
  }, [unauthorised, navigate]);

  let connection: PayoutConnection;
  if (userId === null) connection = { status: 'error', message: M.userIdMissing };
  else if (query.isPending || unauthorised || (query.isError && query.isFetching)) connection = { status: 'loading' };
  else if (query.isError) connection = { status: 'error', message: lookupErrorMessage(query.error) };
  else if (query.data?.adminStripeConnectId) connection = { status: 'connected', user: query.data };
  else connection = { status: 'not-connected', user: storedPlaceholder(userId) };

  async function connect(): Promise<void> {
    if (connecting) return;
    setConnectError(null);
    if (userId === null) return setConnectError(M.userIdMissing);
    setConnecting(true);
    try {
      const { links: own } = await links.mutateAsync({
        timeoutMs: STRIPE_CONNECT_START_TIMEOUT_MS,
        keepNotifications: true,
      });
      const urlOf = (kind: string) => own.find((link) => link.kind === kind)?.url ?? '';
      const body = Object.fromEntries(
        Object.entries(STRIPE_CONNECT_LINK_FIELDS).map(([field, kind]) => [field, urlOf(kind)]),
      ) as Record<keyof typeof STRIPE_CONNECT_LINK_FIELDS, string>;
      const { onboardingUrl } = await start.mutateAsync({
        body: { id: userId, ...body },
        timeoutMs: STRIPE_CONNECT_START_TIMEOUT_MS,
        keepNotifications: true,
      });
      leaveFor(onboardingUrl);
      // "Connecting..." stays while the browser leaves.
    } catch (error) {
      setConnectError(connectErrorMessage(error));
      setConnecting(false);
    }
  }

  return { connection, connecting, connectError, connect, retry: () => void query.refetch() };
}
