import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';

/**
 * Newsletter subscribers (docs/decisions/2026-11-23-newsletter-subscriptions.md): one row per address
 * (lower-cased), with the consent that put it on the list and the hash of its pending confirm token.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    /** pending | confirmed | unsubscribed | bounced */
    status: text('status').notNull().default('pending'),
    /** The page path the form was on, or 'import'. */
    source: text('source').notNull(),
    referringAffiliateId: integer('referring_affiliate_id').references(() => appUsers.id, { onDelete: 'set null' }),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentIp: text('consent_ip'),
    consentSource: text('consent_source').notNull(),
    /** The exact wording shown beside the form, or the consent basis the admin stated on import. */
    consentWording: text('consent_wording').notNull(),
    /** sha-256 (hex) of the confirm token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_token_idx').on(t.confirmTokenHash),
    index('newsletter_subscribers_status_idx').on(t.status, t.id),
    // The KPI's subscribers gained (confirmed) and lost (unsubscribed) in a period.
    index('newsletter_subscribers_confirmed_idx')
      .on(t.confirmedAt)
      .where(sql`${t.confirmedAt} is not null`),
    index('newsletter_subscribers_unsubscribed_idx')
      .on(t.unsubscribedAt)
      .where(sql`${t.unsubscribedAt} is not null`),
  ],
);

/** Addresses erased on request: only sha-256 (hex) of the lower-cased address, so it is never added again. */
export const newsletterErasures = pgTable('newsletter_erasures', {
  emailHash: text('email_hash').primaryKey(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Newsletter issues (docs/decisions/2026-11-23-newsletter-issues.md): draft → scheduled → sent, or
 * draft → sent. `html` is stored sanitised. A sent issue is in the public archive at /newsletter/<slug>;
 * `campaign_id` is the campaign row of kind 'newsletter' that delivers it.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    preheader: text('preheader').notNull().default(''),
    html: text('html').notNull().default(''),
    text: text('text').notNull().default(''),
    slug: text('slug'),
    status: text('status').notNull().default('draft'),
    sendAt: timestamp('send_at', { withTimezone: true }),
    campaignId: integer('campaign_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_issues_slug_idx').on(t.slug),
    index('newsletter_issues_archive_idx').on(t.status, t.sendAt),
    check('newsletter_issues_status_check', sql`${t.status} in ('draft', 'scheduled', 'sent')`),
  ],
);

export type IssueRow = typeof newsletterIssues.$inferSelect;

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type NewSubscriberRow = typeof newsletterSubscribers.$inferInsert;
