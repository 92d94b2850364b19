import { createHash } from 'node:crypto';
import type { ServiceLogger } from '../../core/module';
import type { EventBus } from '../../core/events/event-bus';
import type { Secrets } from '../../core/secrets/secrets.service';
import type { Orm } from '../../db/database';
import type { Mailer } from '../mail/mail.module';

/** What the newsletter domain is built from (wired once in newsletter.module.ts). */
export interface NewsletterDeps {
  orm: Orm;
  mail: Mailer;
  events: EventBus;
  secrets: Pick<Secrets, 'sign' | 'verify'>;
  referringAffiliate: (db: Orm, affiliateId: number) => Promise<number | null>;
  siteName: (db: Orm) => Promise<string>;
  publicUrl: string;
  now: () => Date;
  log: ServiceLogger;
}

/** sha-256 (hex) of a text: confirm tokens and erased addresses are stored only as this. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The suppression hash of an erased address. */
export const erasureHash = (email: string) => sha256(email.trim().toLowerCase());
