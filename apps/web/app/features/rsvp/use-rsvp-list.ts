import { listRsvps } from '@meridian/contracts/rsvp-admin';
import type { RegistrationStatus } from '@meridian/contracts/rsvp';
import { useLiveAdminData } from '../../lib/use-live-admin-data';

export interface RsvpFilter {
  sessionId: number | null;
  status: RegistrationStatus | null;
  search: string;
}

/** The filter as the list and the CSV export send it. */
export function rsvpQuery(filter: RsvpFilter) {
  const search = filter.search.trim();
  return {
    ...(filter.sessionId ? { sessionId: filter.sessionId } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(search ? { search } : {}),
  };
}

/**
 * One page of the registrations matching the filter (`after`: the page's cursor, null for the first;
 * search typed is waited for), refreshed when payments land.
 */
export function useRsvpList(filter: RsvpFilter, after: string | null) {
  return useLiveAdminData(
    listRsvps,
    { query: { ...rsvpQuery(filter), ...(after ? { after } : {}) } },
    { debounceMs: 300, fallbackError: 'The registrations could not be loaded.' },
  );
}
