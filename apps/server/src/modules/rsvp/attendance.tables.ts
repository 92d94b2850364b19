import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';
import { registrations } from './rsvp.tables';

/**
 * A paid seat's personal join link (docs/product.md, Joining a session). The token in the URL is
 * this row's id and a keyed signature of the id and `seed` (docs/decisions/2026-11-27-join-links.md):
 * the database holds neither the token nor anything that rebuilds it without the server's key.
 * One live link per seat; a revoked one stays for the record (and its shared flag).
 */
export const joinLinks = pg.pgTable(
  'rsvp_join_links',
  {
    id: pg.serial('id').primaryKey(),
    registrationId: pg
      .integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** 128 random bits, signed with the id: a link made again after a restore never matches an old one. */
    seed: pg.text('seed').notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: pg.timestamp('revoked_at', { withTimezone: true }),
    /** When the link was first opened from more distinct devices and addresses than the threshold allows. */
    sharedAt: pg.timestamp('shared_at', { withTimezone: true }),
  },
  (t) => [
    pg
      .uniqueIndex('rsvp_join_links_live_key')
      .on(t.registrationId)
      .where(sql`${t.revokedAt} is null`),
    pg.index('rsvp_join_links_registration_idx').on(t.registrationId),
  ],
);

/**
 * Recent opens of a link while its doors were open, for the shared-link check: who opened it is a
 * keyed hash of the address group and the user agent, never the address. Kept one day.
 */
export const joinOpens = pg.pgTable(
  'rsvp_join_opens',
  {
    id: pg.serial('id').primaryKey(),
    linkId: pg
      .integer('link_id')
      .notNull()
      .references(() => joinLinks.id, { onDelete: 'cascade' }),
    visitorKey: pg.text('visitor_key').notNull(),
    openedAt: pg.timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.index('rsvp_join_opens_link_idx').on(t.linkId, t.openedAt),
    pg.index('rsvp_join_opens_at_idx').on(t.openedAt),
  ],
);

/**
 * How a paid seat was attended: joins through its links (first and last time, count, device class
 * of the latest), a mark by hand, and when `rsvp.attended` / `rsvp.missed` were published (once each);
 * then the session's replay: when the seat was emailed about it, and its views.
 */
export const attendance = pg.pgTable(
  'rsvp_attendance',
  {
    registrationId: pg
      .integer('registration_id')
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    firstJoinedAt: pg.timestamp('first_joined_at', { withTimezone: true }),
    lastJoinedAt: pg.timestamp('last_joined_at', { withTimezone: true }),
    joinCount: pg.integer('join_count').notNull().default(0),
    device: pg.text('device'),
    markedAt: pg.timestamp('marked_at', { withTimezone: true }),
    markedBy: pg.integer('marked_by').references(() => appUsers.id, { onDelete: 'set null' }),
    /** The first join or mark: `rsvp.attended` was published then, and never again. */
    attendedAt: pg.timestamp('attended_at', { withTimezone: true }),
    /** The doors closed with no join or mark: `rsvp.missed` was published then. */
    missedAt: pg.timestamp('missed_at', { withTimezone: true }),
    /** When the replay email went to the seat: one per replay window (docs/decisions/2026-11-27-replays.md). */
    replayMailedAt: pg.timestamp('replay_mailed_at', { withTimezone: true }),
    /** The first opening of the replay: `rsvp.replay_watched` was published then, and never again. */
    replayFirstWatchedAt: pg.timestamp('replay_first_watched_at', { withTimezone: true }),
    replayLastWatchedAt: pg.timestamp('replay_last_watched_at', { withTimezone: true }),
    replayViews: pg.integer('replay_views').notNull().default(0),
  },
  (t) => [
    pg.check('rsvp_attendance_join_count_check', sql`${t.joinCount} >= 0`),
    pg.check('rsvp_attendance_replay_views_check', sql`${t.replayViews} >= 0`),
    pg.check('rsvp_attendance_device_check', sql`${t.device} in ('desktop', 'mobile', 'tablet', 'other')`),
  ],
);
