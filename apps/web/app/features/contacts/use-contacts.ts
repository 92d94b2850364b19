import { listContacts, type ContactListQuery, type ContactStatus } from '@meridian/contracts/contacts';
import { useEndpointInfiniteQuery } from '../../lib/use-endpoint-infinite-query';
import { useSettledValue } from '../../lib/use-settled-value';

export interface ContactFilter {
  search: string;
  listId: number | null;
  tag: string;
  status: ContactStatus | null;
}

export const NO_FILTER: ContactFilter = { search: '', listId: null, tag: '', status: null };

/** The list's query (also the export's): only the filters that are set. */
export function contactQuery(filter: ContactFilter): ContactListQuery {
  const search = filter.search.trim();
  const tag = filter.tag.trim().toLowerCase();
  return {
    ...(search ? { search } : {}),
    ...(filter.listId ? { listId: filter.listId } : {}),
    ...(tag ? { tag } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
}

/**
 * The caller's contacts, newest first, page by page ("Load more"), reloaded 250 ms after the filter
 * settles and after every contact change (under listContacts' key, which the changes invalidate).
 */
export function useContacts(filter: ContactFilter) {
  const query = contactQuery(useSettledValue(filter, 250));
  const pages = useEndpointInfiniteQuery(
    listContacts,
    { query },
    { fallbackError: 'The contacts could not be loaded.' },
  );
  return { ...pages, total: pages.firstPage?.total ?? 0, filtered: Object.keys(query).length > 0 };
}
