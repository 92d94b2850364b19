import { listAdminSessions } from '@meridian/contracts/webinars';
import { useLiveAdminData } from '../../lib/use-live-admin-data';

export type SessionScope = 'upcoming' | 'past' | 'all';

/** The sessions of a scope with their seat counts, refreshed when registrations or payments change. */
export function useAdminSessions(scope: SessionScope) {
  return useLiveAdminData(
    listAdminSessions,
    { query: { scope } },
    { fallbackError: 'The sessions could not be loaded.' },
  );
}
