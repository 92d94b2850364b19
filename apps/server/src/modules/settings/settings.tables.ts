import * as pg from 'drizzle-orm/pg-core';

/** Key/value site settings; values are validated by the settings service's schema. */
export const siteSettings = pg.pgTable('site_settings', {
  key: pg.text('key').primaryKey(),
  value: pg.jsonb('value').notNull(),
  updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
