import type { RsvpHoldLimits } from '@meridian/contracts/rsvp-admin';
import type { FastifyBaseLogger } from 'fastify';
import type { ProofOfWork } from '../../core/proof-of-work/proof-of-work';
import type { EventBus } from '../../core/events/event-bus';
import type { Orm } from '../../db/database';
import type { SessionLookups } from '../webinars/webinars.module';
import type { OutgoingMail } from '../mail/mail.module';
import type { Payments } from '../payments/payments.module';

/** The part of the system mailer the RSVP flow uses: queue inside a transaction, wake delivery after commit. */
export interface MailQueue {
  enqueue(db: Orm, mail: OutgoingMail): Promise<unknown>;
  kick(): void;
}

/** Everything the RSVP services share. */
export interface RsvpDeps {
  orm: Orm;
  /** The webinars module's session reads (never its repository or tables). */
  webinars: SessionLookups;
  /** The billing ledger: seat checkouts are opened, read, closed and refunded through it. */
  payments: Payments;
  mail: MailQueue;
  /** The users module's check of a referral: the affiliate's id when it may earn from it, else null. */
  referringAffiliate: (db: Orm, referral: number | string | null) => Promise<number | null>;
  /** The users module's "First Last" of each user id (the admin list names affiliates, never ids). */
  userNames: (ids: number[]) => Promise<ReadonlyMap<number, string>>;
  /** RSVP publishes its `rsvp.*` events and subscribes to the sessions' here. */
  domainEvents: Pick<EventBus, 'publish' | 'kick' | 'subscribe' | 'deliverNow'>;
  /** The site's name, read on `db` (inside a transaction on PGlite the ORM itself would wait for it). */
  siteName: (db: Orm) => Promise<string>;
  publicUrl: string;
  /** The address calendar invitations name as organiser (MAIL_FROM's address). */
  organizerEmail: string;
  holdMinutes: number;
  waitlistOfferHours: number;
  /** The settings module's limits on unpaid holds per visitor, read and saved on `db`. */
  holdLimits: {
    get(db: Orm): Promise<RsvpHoldLimits>;
    update(db: Orm, limits: RsvpHoldLimits): Promise<RsvpHoldLimits>;
  };
  /** The booking form's proof-of-work: challenges, and redeeming a solved one once. */
  proofOfWork: ProofOfWork;
  /** The key a client address is counted by (a keyed signature of its group: lib/address-group.ts). */
  sourceKeyOf: (ip: string) => string;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}
