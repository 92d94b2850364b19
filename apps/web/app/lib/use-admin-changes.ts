import { getAdminChanges } from '@meridian/contracts/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useEndpointQuery } from './use-endpoint-query';
import { followsAdminChanges } from './use-live-admin-data';

/** How often the admin views ask whether registrations or payments changed. */
export const ADMIN_CHANGES_INTERVAL_MS = 5000;

/**
 * The server's change marker for registrations and payments, polled every 5 s while the tab is
 * visible (and at once when it becomes visible again). When it moves, every shown live admin list
 * (useLiveAdminData) loads again in the background. Returns the marker, null until the first
 * answer; a failed poll keeps the last one: the lists show their own errors.
 */
export function useAdminChanges(intervalMs = ADMIN_CHANGES_INTERVAL_MS): string | null {
  const client = useQueryClient();
  const { data } = useEndpointQuery(
    getAdminChanges,
    { keepNotifications: true },
    {
      refetchInterval: intervalMs,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      // Each admin view starts from the marker it first sees, not from one cached by another view.
      gcTime: 0,
    },
  );
  const version = data?.version ?? null;

  const seen = useRef<string | null>(null);
  useEffect(() => {
    const previous = seen.current;
    seen.current = version;
    if (previous !== null && version !== null && version !== previous) {
      void client.invalidateQueries({ predicate: followsAdminChanges });
    }
  }, [version, client]);

  return version;
}
