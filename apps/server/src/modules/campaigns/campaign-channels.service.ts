import type { Orm } from '../../db/database';
import type { CampaignContacts, NewsletterAudience, Recipient } from './campaigns.ports';
import type { CampaignRow } from './campaigns.repository';
import { eventsRepository } from './events.repository';

/**
 * Who a campaign row goes to, decided by its `kind` (docs/decisions/2026-11-23-newsletter-issues.md):
 * a sender's campaign goes to their contacts and an unsubscribe suppresses the address for every
 * sender; a newsletter issue goes to the confirmed newsletter subscribers and an unsubscribe or hard
 * bounce changes the subscriber's status. Delivery, limits, retries and tracking are the same for both.
 */
export type CampaignKind = 'campaign' | 'newsletter';

export interface CampaignChannel {
  /** The recipients snapshotted when sending starts. */
  audience(db: Orm, row: Pick<CampaignRow, 'ownerId' | 'audience'>): Promise<Recipient[]>;
  /** Null when the address may no longer receive this kind of mail; else its preferences page, if any. */
  receiving(db: Orm, email: string): Promise<{ preferencesUrl?: string } | null>;
  unsubscribe(db: Orm, email: string, source: string): Promise<void>;
  bounced(db: Orm, email: string, source: string): Promise<void>;
  /** A spam complaint (feedback report): unsubscribed from this kind of mail and suppressed for every sender. */
  complained(db: Orm, email: string, source: string): Promise<void>;
  /** The footer's sentence saying why the recipient gets the email. */
  reason(db: Orm, ownerName: string): Promise<string>;
}

export type ChannelFor = (kind: string) => CampaignChannel;

/** A sender's campaign footer: why the contact gets it. */
export const contactReason = (ownerName: string) => `You receive this email because you are a contact of ${ownerName}.`;

export function createChannels(contacts: CampaignContacts, newsletter?: NewsletterAudience): ChannelFor {
  const campaign: CampaignChannel = {
    audience: (db, row) => contacts.audience(db, row.ownerId, row.audience),
    receiving: async (db, email) => ((await contacts.isSuppressed(db, email)) ? null : {}),
    unsubscribe: (db, email, source) => contacts.suppress(db, email, 'unsubscribed', source),
    bounced: (db, email, source) => contacts.suppress(db, email, 'bounced', source),
    complained: (db, email, source) => contacts.suppress(db, email, 'complained', source),
    reason: async (_db, ownerName) => contactReason(ownerName),
  };
  const issues: CampaignChannel | null = newsletter
    ? {
        audience: (db) => newsletter.recipients(db),
        receiving: async (db, email) => {
          if (await contacts.isSuppressed(db, email)) return null;
          const preferencesUrl = await newsletter.preferencesUrl(db, email);
          return preferencesUrl ? { preferencesUrl } : null;
        },
        unsubscribe: (db, email) => newsletter.setStatus(db, email, 'unsubscribed'),
        bounced: async (db, email, source) => {
          await newsletter.setStatus(db, email, 'bounced');
          await contacts.suppress(db, email, 'bounced', source);
        },
        complained: async (db, email, source) => {
          await newsletter.setStatus(db, email, 'unsubscribed');
          await contacts.suppress(db, email, 'complained', source);
        },
        reason: async (db) =>
          `You receive this email because you subscribed to the ${await newsletter.siteName(db)} newsletter.`,
      }
    : null;
  return (kind) => {
    if (kind !== 'newsletter') return campaign;
    if (!issues) throw new Error('newsletter issues need the newsletter audience');
    return issues;
  };
}

/**
 * The one way a message counts as bounced: its bounce event (once) and the address suppressed the
 * way its kind of mail says. An immediate 5xx (campaign-message-delivery) and a permanent failure
 * read back from the sender's mailbox (mailbox-feedback) both come here.
 */
export async function recordBounce(
  db: Orm,
  channelFor: ChannelFor,
  message: { id: number; campaignId: number; email: string; kind: string },
  at: Date,
): Promise<boolean> {
  const recorded = await eventsRepository.insertOnce(db, {
    campaignId: message.campaignId,
    messageId: message.id,
    kind: 'bounce',
    at,
  });
  await channelFor(message.kind).bounced(db, message.email, `campaign:${message.campaignId}`);
  return recorded;
}
