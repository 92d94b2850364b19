import {
  listSubscribers,
  type SubscriberListQuery,
  type SubscriberPage,
  type SubscriberStatus,
} from '@meridian/contracts/newsletter';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { endpointQueryKey } from '../../lib/endpoint-query-key';
import { errorMessage } from '../../lib/error-message';
import { useSettledValue } from '../../lib/use-settled-value';

export interface SubscriberFilter {
  search: string;
  status: SubscriberStatus | null;
}

/** The list's query, also the export's: only the filters that are set. */
export function subscriberQuery(filter: SubscriberFilter): SubscriberListQuery {
  const search = filter.search.trim();
  return { ...(search ? { search } : {}), ...(filter.status ? { status: filter.status } : {}) };
}

/** Subscribers newest first, page by page ("Load more"), reloaded 250 ms after the filter settles. */
export function useSubscribers(filter: SubscriberFilter) {
  const query = subscriberQuery(useSettledValue(filter, 250));
  const pages = useInfiniteQuery({
    queryKey: endpointQueryKey(listSubscribers, { query }),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(listSubscribers, { query: { ...query, ...(pageParam ? { before: pageParam } : {}) }, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page: SubscriberPage) => page.nextBefore,
    placeholderData: keepPreviousData,
  });
  return {
    items: pages.data?.pages.flatMap((page) => page.items),
    total: pages.data?.pages[0]?.total ?? 0,
    hasMore: pages.hasNextPage,
    loading: pages.isFetching,
    loadingMore: pages.isFetchingNextPage,
    error: pages.error && !pages.isFetching ? errorMessage(pages.error, 'The subscribers could not be loaded.') : null,
    filtered: Object.keys(query).length > 0,
    loadMore: async () => void (await pages.fetchNextPage()),
    reload: async () => void (await pages.refetch()),
  };
}
