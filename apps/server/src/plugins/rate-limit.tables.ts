import * as pg from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every instance (plugins/rate-limit.ts): one row per route and
 * client, its hits in the current window and when the window ends. Expired rows are reset on the
 * next hit and removed by housekeeping.
 */
export const rateLimitCounters = pg.pgTable('rate_limit_counters', {
  key: pg.text('key').primaryKey(),
  hits: pg.integer('hits').notNull(),
  resetAt: pg.timestamp('reset_at', { withTimezone: true }).notNull(),
});
