import { listCampaigns, type CampaignStatus } from '@meridian/contracts/campaigns';
import { useEndpointInfiniteQuery } from '../../lib/use-endpoint-infinite-query';
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
 * The caller's campaigns (every sender's for an admin), newest first, a page at a time ("Load
 * more"); loaded again 250 ms after the filter last changed, and every few seconds while one on
 * screen is sending.
 */
export function useCampaignList(filter: CampaignFilter) {
  const settled = useSettledValue({ ...filter, search: filter.search.trim() }, 250);
  const query = {
    ...(settled.status ? { status: settled.status } : {}),
    ...(settled.search ? { search: settled.search } : {}),
    ...(settled.ownerId ? { ownerId: settled.ownerId } : {}),
  };
  const pages = useEndpointInfiniteQuery(
    listCampaigns,
    { query },
    {
      fallbackError: 'The campaigns could not be loaded.',
      refetchInterval: (campaigns) => (campaigns.some((campaign) => isLive(campaign.status)) ? LIVE_REFRESH_MS : false),
    },
  );
  return { ...pages, filtered: Object.keys(query).length > 0 };
}
