import { sql } from 'drizzle-orm';
import type { SenderDomainCheck } from '@meridian/contracts/sender-mailboxes-domain';
import * as pg from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';

/**
 * Each sender's own mailbox, one per user (docs/product.md, Email marketing from the sender's own
 * mailbox). `secret` is the app password (auth_method password) or the OAuth refresh token (oauth),
 * sealed by the secrets service with the context `mail.credentials:<userId>`; nothing here is clear text.
 */
export const senderMailboxes = pg.pgTable(
  'sender_mailboxes',
  {
    userId: pg
      .integer('user_id')
      .primaryKey()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: pg.text('email').notNull(),
    /** A MailProviderId (contracts/sender-mailboxes-providers). */
    provider: pg.text('provider').notNull(),
    smtpHost: pg.text('smtp_host').notNull(),
    smtpPort: pg.integer('smtp_port').notNull(),
    /** tls | starttls | none */
    smtpSecurity: pg.text('smtp_security').notNull(),
    /** The IMAP server bounces are read from, as the sender gave it; null: the provider's, or derived from SMTP. */
    imapHost: pg.text('imap_host'),
    imapPort: pg.integer('imap_port'),
    /** tls | starttls | none */
    imapSecurity: pg.text('imap_security'),
    /** password | oauth */
    authMethod: pg.text('auth_method').notNull(),
    secret: pg.text('secret').notNull(),
    /** microsoft | google, for oauth. */
    oauthProvider: pg.text('oauth_provider'),
    /** The sender's own limits; null: the provider's. */
    perDayOverride: pg.integer('per_day_override'),
    perMinuteOverride: pg.integer('per_minute_override'),
    verifiedAt: pg.timestamp('verified_at', { withTimezone: true }).notNull(),
    /** SPF and DMARC of the address's own domain when last looked up (SenderDomainCheck); null: not looked up. */
    domainCheck: pg.jsonb('domain_check').$type<SenderDomainCheck>(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.check('sender_mailboxes_auth_method_check', sql`${t.authMethod} in ('password', 'oauth')`),
    pg.check('sender_mailboxes_security_check', sql`${t.smtpSecurity} in ('tls', 'starttls', 'none')`),
    pg.check(
      'sender_mailboxes_oauth_provider_check',
      sql`(${t.authMethod} = 'oauth') = (${t.oauthProvider} is not null)`,
    ),
    pg.check('sender_mailboxes_port_check', sql`${t.smtpPort} between 1 and 65535`),
    pg.check('sender_mailboxes_imap_port_check', sql`${t.imapPort} between 1 and 65535`),
    pg.check('sender_mailboxes_imap_security_check', sql`${t.imapSecurity} in ('tls', 'starttls', 'none')`),
  ],
);

/**
 * The last look at a sender's mailbox for bounces and complaints (docs/product.md, Bounces and
 * complaints from the sender's mailbox): when, how it went, and what was found in all since the
 * address was saved. `email` is the address read; another address saved starts the counts again.
 */
export const senderMailboxChecks = pg.pgTable(
  'sender_mailbox_checks',
  {
    userId: pg
      .integer('user_id')
      .primaryKey()
      .references(() => senderMailboxes.userId, { onDelete: 'cascade' }),
    email: pg.text('email').notNull(),
    checkedAt: pg.timestamp('checked_at', { withTimezone: true }).notNull(),
    /** ok | refused (the login) | unreachable | tls */
    outcome: pg.text('outcome').notNull(),
    bounces: pg.integer('bounces').notNull().default(0),
    complaints: pg.integer('complaints').notNull().default(0),
  },
  (t) => [
    pg.check('sender_mailbox_checks_outcome_check', sql`${t.outcome} in ('ok', 'refused', 'unreachable', 'tls')`),
  ],
);

/** Per folder of a sender's mailbox: its UIDVALIDITY and the highest UID already read. */
export const senderMailboxFolders = pg.pgTable(
  'sender_mailbox_folders',
  {
    userId: pg
      .integer('user_id')
      .notNull()
      .references(() => senderMailboxes.userId, { onDelete: 'cascade' }),
    folder: pg.text('folder').notNull(),
    uidValidity: pg.text('uid_validity').notNull(),
    lastUid: pg.bigint('last_uid', { mode: 'number' }).notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.folder] })],
);

export type SenderMailboxCheckRow = typeof senderMailboxChecks.$inferSelect;

export type SenderMailboxRow = typeof senderMailboxes.$inferSelect;
export type NewSenderMailboxRow = typeof senderMailboxes.$inferInsert;
