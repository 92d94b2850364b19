import * as pg from 'drizzle-orm/pg-core';

/** Records which one-time seeds ran, so content an admin deletes is not seeded again. */
export const seedRuns = pg.pgTable('seed_runs', {
  name: pg.text('name').primaryKey(),
  ranAt: pg.timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per housekeeping run: what each cleanup task removed. */
export const maintenanceRuns = pg.pgTable('maintenance_runs', {
  id: pg.serial('id').primaryKey(),
  job: pg.text('job').notNull(),
  removed: pg.jsonb('removed').$type<Record<string, number>>().notNull(),
  durationMs: pg.integer('duration_ms').notNull(),
  ranAt: pg.timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
