import { listRsvps, type RsvpRow } from '@meridian/contracts/rsvp-admin';
import type { RegistrationStatus } from '@meridian/contracts/rsvp';
import { callEndpoint } from '../../lib/api-client';
import { useLiveAdminData } from '../../lib/use-admin-changes';

export interface RsvpFilter {
  sessionId: number | null;
  status: RegistrationStatus | null;
  search: string;
}

/** The most rows one page shows; the CSV export has them all. */
export const RSVP_PAGE_LIMIT = 200;

/** The filter as the list and the CSV export send it. */
export function rsvpQuery(filter: RsvpFilter) {
  const search = filter.search.trim();
  return {
    ...(filter.sessionId ? { sessionId: filter.sessionId } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(search ? { search } : {}),
  };
}

/** Registrations matching the filter (search typed is waited for), refreshed when payments land. */
export function useRsvpList(filter: RsvpFilter, version: string | null) {
  const query = rsvpQuery(filter);
  return useLiveAdminData<RsvpRow[]>(
    (signal) =>
      callEndpoint(listRsvps, { query: { ...query, limit: RSVP_PAGE_LIMIT }, keepNotifications: true, signal }),
    { key: JSON.stringify(query), version, debounceMs: 300, fallbackError: 'The registrations could not be loaded.' },
  );
}
