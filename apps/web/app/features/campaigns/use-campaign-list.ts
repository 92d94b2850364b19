import { listCampaigns, type CampaignStatus } from '@meridian/contracts/campaigns';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { endpointQueryKey } from '../../lib/endpoint-query-key';
import { errorMessage } from '../../lib/error-message';
import { useSettledValue } from '../../lib/use-settled-value';
import { isLive, LIVE_REFRESH_MS } from './campaign-status';

export interface CampaignFilter {
  status: CampaignStatus | null;
  search: string;
  /** Admins only: one sender's campaigns. */
  ownerId: number | null;
}

export const NO_CAMPAIGN_FILTER: CampaignFilter = { status: null, search: '', ownerId: null };

/**
 * The caller's campaigns (every sender's for an admin), newest first, a page at a time ("Load more"
 * passes `nextBefore`); loaded again 250 ms after the filter last changed, and every few seconds
 * while one on screen is sending.
 */
export function useCampaignList(filter: CampaignFilter) {
  const settled = useSettledValue({ ...filter, search: filter.search.trim() }, 250);
  const query = {
    ...(settled.status ? { status: settled.status } : {}),
    ...(settled.search ? { search: settled.search } : {}),
    ...(settled.ownerId ? { ownerId: settled.ownerId } : {}),
  };
  const pages = useInfiniteQuery({
    queryKey: endpointQueryKey(listCampaigns, { query }),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(listCampaigns, { query: { ...query, ...(pageParam ? { before: pageParam } : {}) }, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.pages.some((page) => page.items.some((campaign) => isLive(campaign.status)))
        ? LIVE_REFRESH_MS
        : false,
  });
  const loading = pages.isFetching && !pages.isFetchingNextPage;
  return {
    items: pages.data?.pages.flatMap((page) => page.items),
    filtered: Object.keys(query).length > 0,
    loading,
    error: pages.error && !loading ? errorMessage(pages.error, 'The campaigns could not be loaded.') : null,
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    loadMore: () => void pages.fetchNextPage(),
    reload: () => void pages.refetch(),
  };
}
