import type { FrequencyCap } from '@meridian/contracts/settings-frequency-cap';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { Orm } from '../../db/database';

export type SuppressionReason = 'unsubscribed' | 'bounced' | 'complained';

export interface Recipient {
  /** The sender's contact, or null for a newsletter subscriber. */
  contactId: number | null;
  /** Lower-cased. */
  email: string;
  firstName: string;
  lastName: string;
}

export interface AudienceFilter {
  listIds: readonly number[];
  tags: readonly string[];
  /** One of the owner's segments (contacts evaluates it when asked); null or missing: none. */
  segmentId?: number | null;
}

export interface CampaignContacts {
  /**
   * The owner's contacts on any of the lists, carrying any of the tags or in the segment (evaluated
   * now), subscribed, not suppressed, one per address, ordered by contact id.
   */
  audience(db: Orm, ownerId: number, filter: AudienceFilter): Promise<Recipient[]>;
  /** Suppresses the address for every sender and marks every contact with it (idempotent). */
  suppress(db: Orm, email: string, reason: SuppressionReason, source: string): Promise<void>;
  /** Whether the address is suppressed (any letter case). */
  isSuppressed(db: Orm, email: string): Promise<boolean>;
  /**
   * Refuses (422 at `path`) list ids that are not the owner's own lists: the contacts module's one
   * check of every audience field.
   */
  assertOwnLists(db: Orm, ownerId: number, listIds: readonly number[], path: string): Promise<void>;
  /** The names of these contact lists (whoever owns them), by id; deleted ones are missing. */
  listNames(db: Orm, ids: readonly number[]): Promise<ReadonlyMap<number, string>>;
  /** Refuses (422 at `path`) a segment that is not the owner's; null passes. */
  assertOwnSegment(db: Orm, ownerId: number, segmentId: number | null, path: string): Promise<void>;
  /** The names of these segments (whoever owns them), by id; deleted ones are missing. */
  segmentNames(db: Orm, ids: readonly number[]): Promise<ReadonlyMap<number, string>>;
}

/**
 * What newsletter issues need from the newsletter module (docs/decisions/2026-11-23-newsletter-issues.md):
 * its confirmed subscribers, and the subscriber status an unsubscribe or a hard bounce sets.
 */
export interface NewsletterAudience {
  /** Confirmed subscribers (never pending, unsubscribed, bounced or erased), one per address, by id. */
  recipients(db: Orm): Promise<Recipient[]>;
  /** The preferences page of a confirmed subscriber with this address, or null when it may not receive issues. */
  preferencesUrl(db: Orm, email: string): Promise<string | null>;
  /** Marks the subscriber with this address unsubscribed or bounced (idempotent). */
  setStatus(db: Orm, email: string, status: 'unsubscribed' | 'bounced'): Promise<void>;
  /** The site name, for the footer's "you subscribed to the … newsletter". */
  siteName(db: Orm): Promise<string>;
}

export interface SenderMailbox {
  /** The sender's own address, e.g. `ana@gmail.com`. */
  address: string;
  /** The From header: `"Ana Silva" <ana@gmail.com>`. */
  from: string;
  /** The provider's limits, or the sender's override: a rolling 24-hour quota and a per-minute rate. */
  limits: { perDay: number; perMinute: number };
  /** An SMTP transport logged in as the sender (app password or XOAUTH2). Close it when done. */
  transport: MailTransport;
}

export interface CampaignSenders {
  /** The sender's saved, verified mailbox, or null when they have none. */
  senderFor(userId: number): Promise<SenderMailbox | null>;
}

/**
 * What the campaigns module needs from others, filled in modules.ts: the contacts module's audience
 * and suppression list, the newsletter's subscribers, the sender-mailboxes module's transport per
 * sender, and the site settings.
 */
export interface CampaignsPorts {
  contacts: CampaignContacts;
  /** The newsletter module's confirmed subscribers (issues are campaigns of kind 'newsletter'). */
  newsletter: NewsletterAudience;
  senders: CampaignSenders;
  /** Site settings: the name on the unsubscribe page and the postal address in every footer. */
  site: () => Promise<{ siteName: string; postalAddress: string }>;
  /** Site settings → Frequency cap, read on the delivery claim's transaction. */
  frequencyCap: (db: Orm) => Promise<FrequencyCap>;
  /** Tests: a hand-moved clock's wait (default: a timer). */
  sleepUntil?: (at: Date) => Promise<void>;
}
