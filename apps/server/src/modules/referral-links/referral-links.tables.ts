import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';

/**
 * Clicks on referral links (docs/decisions/2026-11-23-referral-links.md): one row per link owner,
 * link kind, campaign tag (sub-id, '' for none), visitor and UTC day. `visitor_hash` is
 * sha-256(daily salt, IP address, user agent); the salt is derived from the server's key and the
 * day and never stored, so the hash cannot be traced back to an address.
 */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    /** rsvp | newsletter | billboard | email-marketing, or page: a public page opened with `?ref=` */
    kind: text('kind').notNull(),
    /** The campaign tag, '' when the link carried none. */
    sub: text('sub').notNull().default(''),
    visitorHash: text('visitor_hash').notNull(),
    /** The UTC day of `at`, for the once-per-visitor-per-day rule. */
    day: date('day', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('referral_clicks_once_per_day').on(t.ownerId, t.kind, t.sub, t.visitorHash, t.day),
    index('referral_clicks_owner_at').on(t.ownerId, t.at),
    check(
      'referral_clicks_kind_check',
      sql`${t.kind} in ('rsvp', 'newsletter', 'billboard', 'email-marketing', 'page')`,
    ),
  ],
);
