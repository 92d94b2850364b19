import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';

/**
 * Raw page views (docs/product.md, KPI and visit counting): one row per beacon that was counted.
 * No IP address and no cookie: `visitor_hash` is sha-256 of a daily salt (derived from the server's
 * key and the UTC day, never stored), the address and the browser. Deleted after the retention
 * setting; the daily rollups below stay.
 */
export const visits = pg.pgTable(
  'visits',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    /** The UTC day of `occurred_at`: the day the visitor hash belongs to. */
    day: pg.date('day', { mode: 'string' }).notNull(),
    occurredAt: pg.timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The page's path, without query string or fragment. */
    path: pg.text('path').notNull(),
    visitorHash: pg.text('visitor_hash').notNull(),
    /** The referring page's host, only when it is another site. */
    referrerHost: pg.text('referrer_host'),
    utmSource: pg.text('utm_source'),
    utmMedium: pg.text('utm_medium'),
    utmCampaign: pg.text('utm_campaign'),
    /** The affiliate a valid referral cookie named when the page was viewed. */
    affiliateId: pg.integer('affiliate_id').references(() => appUsers.id, { onDelete: 'set null' }),
  },
  (t) => [pg.index('visits_occurred_at_idx').on(t.occurredAt)],
);

/** Page views, unique visitors and RSVP form openers per day of the business's time zone. */
export const kpiDailyVisits = pg.pgTable('kpi_daily_visits', {
  day: pg.date('day', { mode: 'string' }).primaryKey(),
  pageViews: pg.integer('page_views').notNull(),
  visitors: pg.integer('visitors').notNull(),
  rsvpStarted: pg.integer('rsvp_started').notNull(),
});

/**
 * Unique visitors per day and source (docs/product.md, KPI and visit counting, attribution rule):
 * kind referrer (key: host), utm (key: "campaign / source / medium"), affiliate (key: user id) or
 * campaign (key: email campaign id).
 */
export const kpiDailySources = pg.pgTable(
  'kpi_daily_sources',
  {
    day: pg.date('day', { mode: 'string' }).notNull(),
    kind: pg.text('kind').notNull(),
    key: pg.text('key').notNull(),
    visitors: pg.integer('visitors').notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.day, t.kind, t.key] }),
    pg.check('kpi_daily_sources_kind_check', sql`${t.kind} in ('referrer', 'utm', 'affiliate', 'campaign')`),
  ],
);

/**
 * One row: the time zone the rollups' days are in and when the rollup job last ran (its next run
 * recomputes the days since then; a different zone in the settings makes it rebuild every day still
 * covered by raw visits).
 */
export const kpiRollupState = pg.pgTable(
  'kpi_rollup_state',
  {
    id: pg.integer('id').primaryKey(),
    timeZone: pg.text('time_zone').notNull(),
    rolledAt: pg.timestamp('rolled_at', { withTimezone: true }).notNull(),
    /** Raw visits before this instant were deleted (retention): days before it are never recomputed. */
    rawSince: pg.timestamp('raw_since', { withTimezone: true }),
  },
  (t) => [pg.check('kpi_rollup_state_single_row', sql`${t.id} = 1`)],
);

export type NewVisit = typeof visits.$inferInsert;
