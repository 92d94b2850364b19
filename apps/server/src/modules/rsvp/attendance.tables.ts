import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';
import { registrations } from './rsvp.tables';

/**
 * A paid seat's personal join link (docs/product.md, Joining a session). The token in the URL is
 * this row's id and a keyed signature of the id and `seed` (docs/decisions/2026-11-27-join-links.md):
 * the database holds neither the token nor anything that rebuilds it without the server's key.
 * One live link per seat; a revoked one stays for the record (and its shared flag).
 */
export const joinLinks = pgTable(
  'rsvp_join_links',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** 128 random bits, signed with the id: a link made again after a restore never matches an old one. */
    seed: text('seed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the link was first opened from more distinct devices and addresses than the threshold allows. */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rsvp_join_links_live_key')
      .on(t.registrationId)
      .where(sql`${t.revokedAt} is null`),
    index('rsvp_join_links_registration_idx').on(t.registrationId),
  ],
);

/**
 * Recent opens of a link while its doors were open, for the shared-link check: who opened it is a
 * keyed hash of the address group and the user agent, never the address. Kept one day.
 */
export const joinOpens = pgTable(
  'rsvp_join_opens',
  {
    id: serial('id').primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => joinLinks.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rsvp_join_opens_link_idx').on(t.linkId, t.openedAt), index('rsvp_join_opens_at_idx').on(t.openedAt)],
);

/**
 * How a paid seat was attended: joins through its links (first and last time, count, device class
 * of the latest), a mark by hand, when `rsvp.attended` / `rsvp.missed` were published (once each), and
 * when the replay was first watched.
 */
export const attendance = pgTable(
  'rsvp_attendance',
  {
    registrationId: integer('registration_id')
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    firstJoinedAt: timestamp('first_joined_at', { withTimezone: true }),
    lastJoinedAt: timestamp('last_joined_at', { withTimezone: true }),
    joinCount: integer('join_count').notNull().default(0),
    device: text('device'),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    markedBy: integer('marked_by').references(() => appUsers.id, { onDelete: 'set null' }),
    /** The first join or mark: `rsvp.attended` was published then, and never again. */
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    /** The doors closed with no join or mark: `rsvp.missed` was published then. */
    missedAt: timestamp('missed_at', { withTimezone: true }),
    /** When the holder first played the session's replay (`rsvp.replay_watched`), for the KPI. */
    replayWatchedAt: timestamp('replay_watched_at', { withTimezone: true }),
  },
  (t) => [
    check('rsvp_attendance_join_count_check', sql`${t.joinCount} >= 0`),
    check('rsvp_attendance_device_check', sql`${t.device} in ('desktop', 'mobile', 'tablet', 'other')`),
  ],
);
