import { listSubscribers, type SubscriberListQuery, type SubscriberStatus } from '@meridian/contracts/newsletter';
import { useEndpointInfiniteQuery } from '../../lib/use-endpoint-infinite-query';
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
  const pages = useEndpointInfiniteQuery(
    listSubscribers,
    { query },
    { fallbackError: 'The subscribers could not be loaded.' },
  );
  return { ...pages, total: pages.firstPage?.total ?? 0, filtered: Object.keys(query).length > 0 };
}
