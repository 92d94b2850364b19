import {
  cancelCampaign,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  pauseCampaign,
  resumeCampaign,
  sendCampaign,
  testCampaign,
  updateCampaign,
} from '@meridian/contracts/campaigns';
import { getCampaignStats, getEmailKpi } from '@meridian/contracts/campaigns-stats';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

/** What a change to a campaign makes stale: the list, the campaign, its numbers and the KPI. */
const CAMPAIGN_READS = [listCampaigns, getCampaign, getCampaignStats, getEmailKpi];

/** Every call that changes a campaign, each refreshing what shows it. */
export function useCampaignMutations() {
  const refresh = { invalidates: CAMPAIGN_READS };
  return {
    create: useEndpointMutation(createCampaign, refresh),
    update: useEndpointMutation(updateCampaign, refresh),
    remove: useEndpointMutation(deleteCampaign, refresh),
    test: useEndpointMutation(testCampaign),
    send: useEndpointMutation(sendCampaign, refresh),
    pause: useEndpointMutation(pauseCampaign, refresh),
    resume: useEndpointMutation(resumeCampaign, refresh),
    cancel: useEndpointMutation(cancelCampaign, refresh),
  };
}
