import { defineScheduledJob } from '../../jobs/define-job';
import type { CampaignDelivery } from './campaign-delivery.service';

export const CAMPAIGN_DELIVERY_JOB = 'campaign-delivery';

/**
 * Every minute: the durable safety net behind the kicked runs. It starts scheduled campaigns whose
 * time has come, picks up retries whose back-off has passed, rows whose sender's quota has room
 * again and rows an instance that stopped had leased.
 */
export const campaignDeliveryJob = (delivery: CampaignDelivery) =>
  defineScheduledJob(CAMPAIGN_DELIVERY_JOB, '* * * * *', () => delivery.kick());
