import { listRsvps } from '@meridian/contracts/rsvp-admin';
import type { RegistrationStatus } from '@meridian/contracts/rsvp';
import { useLiveAdminData } from '../../lib/use-live-admin-data';

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
export function useRsvpList(filter: RsvpFilter) {
  return useLiveAdminData(
    listRsvps,
    { query: { ...rsvpQuery(filter), limit: RSVP_PAGE_LIMIT } },
    { debounceMs: 300, fallbackError: 'The registrations could not be loaded.' },
  );
}
