import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (calendar invitations are text). */
  content: string;
}

/**
 * System mail (receipts, invitations, reminders, codes). A message is written in the same
 * transaction as the change it reports, then delivered: over SMTP when configured, otherwise
 * kept here unsent (the log names only its kind and a masked recipient) for admins to read in
 * Site settings → System mail.
 */
export const mailOutbox = pg.pgTable(
  'mail_outbox',
  {
    id: pg.serial('id').primaryKey(),
    /** Same key, same message: a retried business step never queues a second copy. */
    dedupeKey: pg.text('dedupe_key'),
    kind: pg.text('kind').notNull(),
    toAddress: pg.text('to_address').notNull(),
    subject: pg.text('subject').notNull(),
    textBody: pg.text('text_body').notNull(),
    htmlBody: pg.text('html_body'),
    attachments: pg.jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    /** queued → sent (SMTP) | logged (no SMTP configured) | failed (gave up after retries). */
    status: pg.text('status').notNull().default('queued'),
    attempts: pg.integer('attempts').notNull().default(0),
    lastError: pg.text('last_error'),
    nextAttemptAt: pg.timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: pg.timestamp('delivered_at', { withTimezone: true }),
    /** The instance sending it now (core/presence); null when no one holds it. */
    claimedBy: pg.text('claimed_by'),
  },
  (t) => [
    pg.uniqueIndex('mail_outbox_dedupe_key').on(t.dedupeKey),
    pg.check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'logged', 'failed')`),
    pg
      .index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    pg.index('mail_outbox_created_idx').on(t.createdAt, t.id),
    pg
      .index('mail_outbox_claimed_idx')
      .on(t.claimedBy)
      .where(sql`${t.claimedBy} is not null`),
  ],
);
