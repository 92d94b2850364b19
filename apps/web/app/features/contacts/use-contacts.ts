import {
  listContacts,
  type ContactListQuery,
  type ContactPage,
  type ContactStatus,
} from '@meridian/contracts/contacts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { endpointQueryKey } from '../../lib/endpoint-query-key';
import { errorMessage } from '../../lib/error-message';
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

/** The caller's contacts, newest first, page by page ("Load more"), reloaded 250 ms after the filter settles. */
export function useContacts(filter: ContactFilter) {
  const settled = useSettledValue(filter, 250);
  const query = contactQuery(settled);
  const pages = useInfiniteQuery({
    // Under listContacts' key, so every contact change (useEndpointMutation's invalidates) reloads it.
    queryKey: endpointQueryKey(listContacts, { query }),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(listContacts, { query: { ...query, ...(pageParam ? { before: pageParam } : {}) }, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page: ContactPage) => page.nextBefore,
    placeholderData: keepPreviousData,
  });
  const loading = pages.isFetching;
  return {
    items: pages.data?.pages.flatMap((page) => page.items),
    total: pages.data?.pages[0]?.total ?? 0,
    hasMore: pages.hasNextPage,
    loading,
    loadingMore: pages.isFetchingNextPage,
    error: pages.error && !loading ? errorMessage(pages.error, 'The contacts could not be loaded.') : null,
    filtered: Object.keys(query).length > 0,
    loadMore: async () => void (await pages.fetchNextPage()),
    reload: async () => void (await pages.refetch()),
  };
}
