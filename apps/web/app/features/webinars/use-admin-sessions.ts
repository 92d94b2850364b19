import { listAdminSessions, type WebinarSession } from '@meridian/contracts/webinars';
import { callEndpoint } from '../../lib/api-client';
import { useLiveAdminData } from '../../lib/use-admin-changes';

export type SessionScope = 'upcoming' | 'past' | 'all';

/** The sessions of a scope with their seat counts, refreshed when registrations or payments change. */
export function useAdminSessions(scope: SessionScope, version: string | null) {
  return useLiveAdminData<WebinarSession[]>(
    (signal) => callEndpoint(listAdminSessions, { query: { scope }, keepNotifications: true, signal }),
    { key: scope, version, fallbackError: 'The sessions could not be loaded.' },
  );
}
