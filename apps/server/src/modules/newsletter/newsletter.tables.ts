import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';

/**
 * Newsletter subscribers (docs/decisions/2026-11-23-newsletter-subscriptions.md): one row per address
 * (lower-cased), with the consent that put it on the list and the hash of its pending confirm token.
 */
export const newsletterSubscribers = pg.pgTable(
  'newsletter_subscribers',
  {
    id: pg.serial('id').primaryKey(),
    email: pg.text('email').notNull(),
    firstName: pg.text('first_name').notNull().default(''),
    /** pending | confirmed | unsubscribed | bounced */
    status: pg.text('status').notNull().default('pending'),
    /** The page path the form was on, or 'import'. */
    source: pg.text('source').notNull(),
    referringAffiliateId: pg.integer('referring_affiliate_id').references(() => appUsers.id, { onDelete: 'set null' }),
    consentAt: pg.timestamp('consent_at', { withTimezone: true }).notNull(),
    consentIp: pg.text('consent_ip'),
    consentSource: pg.text('consent_source').notNull(),
    /** The exact wording shown beside the form, or the consent basis the admin stated on import. */
    consentWording: pg.text('consent_wording').notNull(),
    /** sha-256 (hex) of the confirm token; null once confirmed. */
    confirmTokenHash: pg.text('confirm_token_hash'),
    confirmExpiresAt: pg.timestamp('confirm_expires_at', { withTimezone: true }),
    confirmSentAt: pg.timestamp('confirm_sent_at', { withTimezone: true }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: pg.timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: pg.timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    pg.uniqueIndex('newsletter_subscribers_confirm_token_idx').on(t.confirmTokenHash),
    pg.index('newsletter_subscribers_status_idx').on(t.status, t.id),
    // The KPI's subscribers gained (confirmed) and lost (unsubscribed) in a period.
    pg
      .index('newsletter_subscribers_confirmed_idx')
      .on(t.confirmedAt)
      .where(sql`${t.confirmedAt} is not null`),
    pg
      .index('newsletter_subscribers_unsubscribed_idx')
      .on(t.unsubscribedAt)
      .where(sql`${t.unsubscribedAt} is not null`),
  ],
);

/** Addresses erased on request: only sha-256 (hex) of the lower-cased address, so it is never added again. */
export const newsletterErasures = pg.pgTable('newsletter_erasures', {
  emailHash: pg.text('email_hash').primaryKey(),
  erasedAt: pg.timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Newsletter issues (docs/decisions/2026-11-23-newsletter-issues.md): draft → scheduled → sent, or
 * draft → sent. `html` is stored sanitised. A sent issue is in the public archive at /newsletter/<slug>;
 * `campaign_id` is the campaign row of kind 'newsletter' that delivers it.
 */
export const newsletterIssues = pg.pgTable(
  'newsletter_issues',
  {
    id: pg.serial('id').primaryKey(),
    subject: pg.text('subject').notNull(),
    preheader: pg.text('preheader').notNull().default(''),
    html: pg.text('html').notNull().default(''),
    text: pg.text('text').notNull().default(''),
    slug: pg.text('slug'),
    status: pg.text('status').notNull().default('draft'),
    sendAt: pg.timestamp('send_at', { withTimezone: true }),
    campaignId: pg.integer('campaign_id'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('newsletter_issues_slug_idx').on(t.slug),
    pg.index('newsletter_issues_archive_idx').on(t.status, t.sendAt),
    pg.check('newsletter_issues_status_check', sql`${t.status} in ('draft', 'scheduled', 'sent')`),
  ],
);

export type IssueRow = typeof newsletterIssues.$inferSelect;

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type NewSubscriberRow = typeof newsletterSubscribers.$inferInsert;
