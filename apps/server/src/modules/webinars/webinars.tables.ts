import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';

/** Webinar sessions (Manage Events). `startsAt` is the instant; `timezone` says how to show it. */
export const webinarSessions = pgTable(
  'webinar_sessions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** The meeting's own address: attendees never see it, their personal join links lead to it. */
    joinUrl: text('join_url').notNull(),
    /** Minutes before the start when the join links open (docs/product.md, Joining a session). */
    doorsOpenMinutes: integer('doors_open_minutes').notNull().default(15),
    status: text('status').notNull().default('scheduled'),
    createdBy: integer('created_by').references(() => appUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('webinar_sessions_status_check', sql`${t.status} in ('scheduled', 'cancelled')`),
    check('webinar_sessions_capacity_check', sql`${t.capacity} > 0`),
    check('webinar_sessions_price_check', sql`${t.priceCents} >= 0`),
    check('webinar_sessions_doors_open_check', sql`${t.doorsOpenMinutes} between 0 and 240`),
    index('webinar_sessions_starts_idx').on(t.status, t.startsAt),
  ],
);
