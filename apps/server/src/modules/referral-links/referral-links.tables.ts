import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { ownerColumn } from '../users/users.tables';

/**
 * Clicks on referral links (docs/decisions/2026-11-23-referral-links.md): one row per link owner,
 * link kind, campaign tag (sub-id, '' for none), visitor and UTC day. `visitor_hash` is
 * sha-256(daily salt, IP address, user agent); the salt is derived from the server's key and the
 * day and never stored, so the hash cannot be traced back to an address.
 */
export const referralClicks = pg.pgTable(
  'referral_clicks',
  {
    id: pg.serial('id').primaryKey(),
    ownerId: ownerColumn(),
    /** rsvp | newsletter | billboard | email-marketing, or page: a public page opened with `?ref=` */
    kind: pg.text('kind').notNull(),
    /** The campaign tag, '' when the link carried none. */
    sub: pg.text('sub').notNull().default(''),
    visitorHash: pg.text('visitor_hash').notNull(),
    /** The UTC day of `at`, for the once-per-visitor-per-day rule. */
    day: pg.date('day', { mode: 'string' }).notNull(),
    at: pg.timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.uniqueIndex('referral_clicks_once_per_day').on(t.ownerId, t.kind, t.sub, t.visitorHash, t.day),
    pg.index('referral_clicks_owner_at').on(t.ownerId, t.at),
    pg.check(
      'referral_clicks_kind_check',
      sql`${t.kind} in ('rsvp', 'newsletter', 'billboard', 'email-marketing', 'page')`,
    ),
  ],
);
