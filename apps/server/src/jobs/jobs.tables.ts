import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Records which one-time seeds ran, so content an admin deletes is not seeded again. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per housekeeping run: what each cleanup task removed. */
export const maintenanceRuns = pgTable('maintenance_runs', {
  id: serial('id').primaryKey(),
  job: text('job').notNull(),
  removed: jsonb('removed').$type<Record<string, number>>().notNull(),
  durationMs: integer('duration_ms').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
