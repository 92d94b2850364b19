import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** Same key, same message: a retried business step never queues a second copy. */
    dedupeKey: text('dedupe_key'),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    /** queued → sent (SMTP) | logged (no SMTP configured) | failed (gave up after retries). */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The instance sending it now (core/presence); null when no one holds it. */
    claimedBy: text('claimed_by'),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_key').on(t.dedupeKey),
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'logged', 'failed')`),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
    index('mail_outbox_claimed_idx')
      .on(t.claimedBy)
      .where(sql`${t.claimedBy} is not null`),
  ],
);
