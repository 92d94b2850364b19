import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';

/**
 * Raw page views (docs/product.md, KPI and visit counting): one row per beacon that was counted.
 * No IP address and no cookie: `visitor_hash` is sha-256 of a daily salt (derived from the server's
 * key and the UTC day, never stored), the address and the browser. Deleted after the retention
 * setting; the daily rollups below stay.
 */
export const visits = pgTable(
  'visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The UTC day of `occurred_at`: the day the visitor hash belongs to. */
    day: date('day', { mode: 'string' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The page's path, without query string or fragment. */
    path: text('path').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    /** The referring page's host, only when it is another site. */
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** The affiliate a valid referral cookie named when the page was viewed. */
    affiliateId: integer('affiliate_id').references(() => appUsers.id, { onDelete: 'set null' }),
  },
  (t) => [index('visits_occurred_at_idx').on(t.occurredAt)],
);

/** Page views, unique visitors and RSVP form openers per day of the business's time zone. */
export const kpiDailyVisits = pgTable('kpi_daily_visits', {
  day: date('day', { mode: 'string' }).primaryKey(),
  pageViews: integer('page_views').notNull(),
  visitors: integer('visitors').notNull(),
  rsvpStarted: integer('rsvp_started').notNull(),
});

/**
 * Unique visitors per day and source (docs/product.md, KPI and visit counting, attribution rule):
 * kind referrer (key: host), utm (key: "campaign / source / medium"), affiliate (key: user id) or
 * campaign (key: email campaign id).
 */
export const kpiDailySources = pgTable(
  'kpi_daily_sources',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.key] }),
    check('kpi_daily_sources_kind_check', sql`${t.kind} in ('referrer', 'utm', 'affiliate', 'campaign')`),
  ],
);

/**
 * One row: the time zone the rollups' days are in and when the rollup job last ran (its next run
 * recomputes the days since then; a different zone in the settings makes it rebuild every day still
 * covered by raw visits).
 */
export const kpiRollupState = pgTable(
  'kpi_rollup_state',
  {
    id: integer('id').primaryKey(),
    timeZone: text('time_zone').notNull(),
    rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull(),
    /** Raw visits before this instant were deleted (retention): days before it are never recomputed. */
    rawSince: timestamp('raw_since', { withTimezone: true }),
  },
  (t) => [check('kpi_rollup_state_single_row', sql`${t.id} = 1`)],
);

export type NewVisit = typeof visits.$inferInsert;
