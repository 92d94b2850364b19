import type { Campaign } from '@meridian/contracts/campaigns';
import { useEmailSend, type EmailSend } from '../../lib/use-email-send';
import type { CampaignCompose } from './use-campaign-compose';

/** Send test, Send now and Schedule from a campaign's compose form (see useEmailSend). */
export function useCampaignSend(compose: CampaignCompose, onSent: (campaign: Campaign) => void) {
  const { calls, save, showRefusal } = compose;
  return useEmailSend<Campaign>({ save, showRefusal, test: calls.test, send: calls.send, onSent });
}

export type CampaignSend = EmailSend<Campaign>;
