import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key/value site settings; values are validated by the settings service's schema. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
