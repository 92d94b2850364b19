import type { RsvpHoldLimits } from '@meridian/contracts/rsvp-admin';
import type { RefundPolicy } from '@meridian/contracts/settings-refund-policy';
import type { FastifyBaseLogger } from 'fastify';
import type { StoragePort } from '../../adapters/storage/storage';
import type { EventBus } from '../../core/events/event-bus';
import type { ProofOfWork } from '../../core/proof-of-work/proof-of-work';
import type { WorkerHub } from '../../core/workers/worker-hub';
import type { Orm } from '../../db/database';
import type { Signer } from '../../lib/signer';
import type { OutgoingMail } from '../mail/mail.module';
import type { Payments } from '../payments/payments.module';
import type { PromoCodesService } from '../promo-codes/promo-codes.module';
import type { SessionLookups, WebinarsService } from '../webinars/webinars.module';

/** The part of the system mailer the RSVP flow uses: queue inside a transaction, wake delivery after commit. */
export interface MailQueue {
  enqueue(db: Orm, mail: OutgoingMail): Promise<unknown>;
  kick(): void;
}

/** The settings module's limits on unpaid holds per visitor, read and saved on `db`. */
export interface HoldLimitsStore {
  get(db: Orm): Promise<RsvpHoldLimits>;
  update(db: Orm, limits: RsvpHoldLimits): Promise<RsvpHoldLimits>;
}

/** What RSVP needs from other modules, filled in modules.ts. */
export interface RsvpPorts {
  /** The webinars module: its service (the admin's cancel, the calendar feed) and its session reads. */
  webinars: { service: WebinarsService; sessions: SessionLookups };
  /** The billing ledger: seat checkouts are opened, read, closed and refunded through it. */
  ledger: Payments;
  mailer: MailQueue;
  /** The users module's check of a referral: the affiliate's id when it may earn from it, else null. */
  referringAffiliate: (db: Orm, referral: number | string | null) => Promise<number | null>;
  /** The users module's "First Last" of each user id (the admin list names affiliates, never ids). */
  userNames: (ids: number[]) => Promise<ReadonlyMap<number, string>>;
  /** The site's name, read on `db` (inside a transaction on PGlite the ORM itself would wait for it). */
  siteNameOn: (db: Orm) => Promise<string>;
  /** The referrer a request's attribution cookie names (last click wins over the page's own `?ref=` copy). */
  referrerOf?: (cookieHeader: string | undefined) => Promise<number | null>;
  /** The receipts module's signed link to a seat's receipt (null before one is issued), read on `db`. */
  receiptLink?: (db: Orm, registrationId: number) => Promise<string | null>;
  holdLimits: HoldLimitsStore;
  /** The settings module's seat refund policy, read on `db` (the confirmation and the cancel page state it). */
  refundPolicy: (db: Orm) => Promise<RefundPolicy>;
  /**
   * The promo codes module: a booking takes a code's use in its transaction, a paid seat keeps it and
   * a hold that ends unpaid gives it back, each on RSVP's handle (docs/product.md, Promo codes).
   */
  promoCodes: PromoCodeUses;
}

/** What RSVP asks of promo codes. */
export type PromoCodeUses = Pick<PromoCodesService, 'redeem' | 'paid' | 'released'>;

/** Everything the RSVP services share: the ports as they use them, and what rsvp.module.ts adds from the platform. */
export interface RsvpDeps {
  orm: Orm;
  /** The webinars module's session reads (never its repository or tables). */
  webinars: SessionLookups;
  payments: Payments;
  mail: MailQueue;
  referringAffiliate: RsvpPorts['referringAffiliate'];
  userNames: RsvpPorts['userNames'];
  /** RSVP publishes its `rsvp.*` events and subscribes to the sessions' here. */
  domainEvents: Pick<EventBus, 'publish' | 'kick' | 'subscribe' | 'deliverNow'>;
  siteName: RsvpPorts['siteNameOn'];
  receiptLink: NonNullable<RsvpPorts['receiptLink']>;
  publicUrl: string;
  /** The address calendar invitations name as organiser (MAIL_FROM's address). */
  organizerEmail: string;
  holdMinutes: number;
  waitlistOfferHours: number;
  holdLimits: HoldLimitsStore;
  refundPolicy: RsvpPorts['refundPolicy'];
  promoCodes: PromoCodeUses;
  /** The booking form's proof-of-work: challenges, and redeeming a solved one once. */
  proofOfWork: ProofOfWork;
  /** Keyed signatures: the join links' tokens and the keys their visitors are counted by. */
  signer: Signer;
  /** The key a client address is counted by (a keyed signature of its group: lib/address-group.ts). */
  sourceKeyOf: (ip: string) => string;
  /** Replays' uploaded recordings: upload targets, checks, signed addresses for the replay page. */
  storage: StoragePort;
  /** Where the replay emails' kicked runner runs (core/workers); none in tests that call it directly. */
  workers?: WorkerHub;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}
