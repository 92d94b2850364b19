import * as campaigns from '@meridian/contracts/campaigns';
import { getCampaignStats, getEmailKpi } from '@meridian/contracts/campaigns-stats';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

/** What a change to a campaign makes stale: the list, the campaign, its numbers and the KPI. */
const CAMPAIGN_READS = [campaigns.listCampaigns, campaigns.getCampaign, getCampaignStats, getEmailKpi];

/** Every call that changes a campaign, each refreshing what shows it. */
export function useCampaignMutations() {
  const refresh = { invalidates: CAMPAIGN_READS };
  return {
    create: useEndpointMutation(campaigns.createCampaign, refresh),
    update: useEndpointMutation(campaigns.updateCampaign, refresh),
    remove: useEndpointMutation(campaigns.deleteCampaign, refresh),
    test: useEndpointMutation(campaigns.testCampaign),
    send: useEndpointMutation(campaigns.sendCampaign, refresh),
    pause: useEndpointMutation(campaigns.pauseCampaign, refresh),
    resume: useEndpointMutation(campaigns.resumeCampaign, refresh),
    cancel: useEndpointMutation(campaigns.cancelCampaign, refresh),
  };
}
