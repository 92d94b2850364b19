import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row: a counter bumped whenever something the public pages show changes (settings, FAQ,
 * legal, posts, openings, archive, billboard). Every instance's page cache compares it with the
 * version it rendered from, so a change shows everywhere within seconds.
 */
export const publicContentVersion = pgTable(
  'public_content_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('public_content_version_single_row', sql`${t.id} = 1`)],
);
