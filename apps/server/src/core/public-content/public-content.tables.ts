import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

/**
 * One row: a counter bumped whenever something the public pages show changes (settings, FAQ,
 * legal, posts, openings, archive, billboard). Every instance's page cache compares it with the
 * version it rendered from, so a change shows everywhere within seconds.
 */
export const publicContentVersion = pg.pgTable(
  'public_content_version',
  {
    id: pg.integer('id').primaryKey(),
    version: pg.bigint('version', { mode: 'number' }).notNull().default(0),
    changedAt: pg.timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.check('public_content_version_single_row', sql`${t.id} = 1`)],
);
