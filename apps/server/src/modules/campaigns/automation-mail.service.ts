import type { Orm } from '../../db/database';
import { campaignLinks, htmlToText, sanitizeCampaignHtml } from './campaign-html.rules';
import { campaignsRepository } from './campaigns.repository';
import { automationMessagesRepository } from './automation-messages.repository';

export type { AutomationMessage } from './automation-messages.repository';

export interface AutomationEmail {
  ownerId: number;
  ownerName: string;
  subject: string;
  preheader: string;
  html: string;
}

/**
 * Automation emails through campaign delivery (docs/decisions/2026-11-23-automation-sequences.md):
 * each email step of each sequence version is an `automation` campaign that stays `sending`, and a run
 * reaching the step queues one message on it, in the run's own transaction. Delivery then sends it
 * from the owner's mailbox with the campaign limits, tracking and unsubscribe link.
 */
export function createAutomationMail(kick: () => void) {
  return {
    /** Saves a step's email as an automation campaign (sanitised, links recorded); resolves its id. */
    async createEmail(db: Orm, email: AutomationEmail, at: Date): Promise<number> {
      const html = sanitizeCampaignHtml(email.html);
      const row = await campaignsRepository.insert(db, {
        ownerId: email.ownerId,
        ownerName: email.ownerName,
        subject: email.subject,
        preheader: email.preheader,
        html,
        text: htmlToText(html),
        audience: { listIds: [], tags: [] },
        at,
      });
      await campaignsRepository.update(db, row.id, { kind: 'automation', status: 'sending', startedAt: at });
      await campaignsRepository.replaceLinks(db, row.id, campaignLinks(html));
      return row.id;
    },

    enqueue: automationMessagesRepository.enqueue,
    forgetRuns: automationMessagesRepository.forgetRuns,
    engagement: automationMessagesRepository.engagement,
    statuses: automationMessagesRepository.statuses,

    /** Starts delivery soon (after the commit that queued messages). */
    kick,
  };
}
export type AutomationMail = ReturnType<typeof createAutomationMail>;
