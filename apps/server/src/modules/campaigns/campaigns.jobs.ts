import type { JobDefinition } from '../../jobs/queue';
import type { CampaignDelivery } from './campaign-delivery.service';

export const CAMPAIGN_DELIVERY_JOB = 'campaign-delivery';

/**
 * Every minute: the durable safety net behind the kicked runs. It starts scheduled campaigns whose
 * time has come, picks up retries whose back-off has passed, rows whose sender's quota has room
 * again and rows an instance that stopped had leased.
 */
export function campaignDeliveryJob(delivery: CampaignDelivery): JobDefinition {
  return {
    name: CAMPAIGN_DELIVERY_JOB,
    cron: '* * * * *',
    run: async () => delivery.kick(),
  };
}
