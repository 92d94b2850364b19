import type { ServiceLogger } from '../../core/module';
import type { EventBus } from '../../core/events/event-bus';
import type { Secrets } from '../../core/secrets/secrets.service';
import type { Orm } from '../../db/database';
import type { NewsletterSends } from '../campaigns/campaigns.module';
import type { Mailer } from '../mail/mail.module';
import type { NewsletterSenderDeps } from './newsletter-sender.service';

/** What the newsletter module needs from others, filled in modules.ts. */
export interface NewsletterPorts {
  mailer: Mailer;
  /** The users module's check of a referral: the affiliate's id when it may earn from it, else null. */
  referringAffiliate: (db: Orm, referral: number | string | null) => Promise<number | null>;
  /** The users module's "First Last" of each user id: the admin list names referrers, never ids. */
  userNames: (ids: number[]) => Promise<ReadonlyMap<number, string>>;
  siteNameOn: (db: Orm) => Promise<string>;
  /** The campaigns module's delivery of issues (docs/decisions/2026-11-23-newsletter-issues.md). */
  sends: NewsletterSends;
  /** Who sends issues: the settings module's choice, the bootstrap admin, the users module's names and roles. */
  sender: Omit<NewsletterSenderDeps, 'orm' | 'fromOf'>;
}

/** What the subscription services share: the ports as they use them, and the platform's parts. */
export interface NewsletterDeps {
  orm: Orm;
  mail: Mailer;
  events: EventBus;
  secrets: Pick<Secrets, 'sign' | 'verify'>;
  referringAffiliate: NewsletterPorts['referringAffiliate'];
  userNames: NewsletterPorts['userNames'];
  siteName: NewsletterPorts['siteNameOn'];
  publicUrl: string;
  now: () => Date;
  log: ServiceLogger;
}
