import { STRIPE_CONNECT_RETURN_PARAM } from '@meridian/contracts/stripe-connect';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { usePayoutConnection } from './use-payout-connection';

const ConnectStripeOverlay = lazy(() => import('./connect-stripe-overlay'));

/**
 * The affiliate panel's payouts check: the blocking overlay while payouts are not connected (or the
 * lookup failed). Back from Stripe with `?stripe=return` and payouts still off, the overlay offers to
 * resume; `?stripe=refresh` (an expired onboarding link) asks for a fresh link at once.
 */
export function PayoutsGate({ userId, onLogout }: { userId: number; onLogout: () => void }) {
  const { connection, connecting, connectError, connect, retry } = usePayoutConnection(userId);
  const [params] = useSearchParams();
  const returned = params.get(STRIPE_CONNECT_RETURN_PARAM);
  const refreshed = useRef(false);

  useEffect(() => {
    if (returned !== 'refresh' || refreshed.current || connection.status !== 'not-connected') return;
    refreshed.current = true;
    void connect();
  }, [returned, connection.status, connect]);

  if (connection.status === 'connected') return null;
  return (
    <Suspense fallback={null}>
      <ConnectStripeOverlay
        connection={connection}
        connecting={connecting}
        connectError={connectError}
        unfinished={returned === 'return' && connection.status === 'not-connected'}
        onConnect={() => void connect()}
        onRetry={retry}
        onLogout={onLogout}
      />
    </Suspense>
  );
}
