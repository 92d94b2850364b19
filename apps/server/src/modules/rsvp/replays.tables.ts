import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';
import { webinarSessions } from '../webinars/webinars.tables';

/**
 * A past session's replay (docs/product.md, Replays): a video address (`link`) or a private uploaded
 * file (`upload`), available until `expiresAt` (`availableDays` after the last save). `publishedAt`
 * is when the current availability window began, the save that found no live replay: each paid seat
 * is emailed once per window (docs/decisions/2026-11-27-replays.md). An expired replay stays, so its
 * page can say it expired, until an admin removes or replaces it.
 */
export const replays = pg.pgTable(
  'rsvp_replays',
  {
    sessionId: pg
      .integer('session_id')
      .primaryKey()
      .references(() => webinarSessions.id, { onDelete: 'cascade' }),
    source: pg.text('source').notNull(),
    /** The https address as the admin gave it (`link`). */
    url: pg.text('url'),
    /** The private storage key, type and size of an uploaded recording (`upload`). */
    storageKey: pg.text('storage_key'),
    contentType: pg.text('content_type'),
    sizeBytes: pg.integer('size_bytes'),
    availableDays: pg.integer('available_days').notNull(),
    publishedAt: pg.timestamp('published_at', { withTimezone: true }).notNull(),
    savedAt: pg.timestamp('saved_at', { withTimezone: true }).notNull(),
    savedBy: pg.integer('saved_by').references(() => appUsers.id, { onDelete: 'set null' }),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.check(
      'rsvp_replays_source_check',
      sql`(${t.source} = 'link' and ${t.url} is not null and ${t.storageKey} is null) or (${t.source} = 'upload' and ${t.storageKey} is not null and ${t.url} is null)`,
    ),
    pg.check('rsvp_replays_days_check', sql`${t.availableDays} between 1 and 90`),
  ],
);
