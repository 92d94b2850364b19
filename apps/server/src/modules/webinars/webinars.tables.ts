import type { RegistrationQuestion } from '@meridian/contracts/webinars-questions';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';

/** Webinar sessions (Manage Events). `startsAt` is the instant; `timezone` says how to show it. */
export const webinarSessions = pg.pgTable(
  'webinar_sessions',
  {
    id: pg.serial('id').primaryKey(),
    title: pg.text('title').notNull(),
    startsAt: pg.timestamp('starts_at', { withTimezone: true }).notNull(),
    timezone: pg.text('timezone').notNull(),
    durationMinutes: pg.integer('duration_minutes').notNull(),
    capacity: pg.integer('capacity').notNull(),
    priceCents: pg.integer('price_cents').notNull(),
    currency: pg.text('currency').notNull().default('usd'),
    /** The meeting's own address: attendees never see it, their personal join links lead to it. */
    joinUrl: pg.text('join_url').notNull(),
    /** Minutes before the start when the join links open (docs/product.md, Joining a session). */
    doorsOpenMinutes: pg.integer('doors_open_minutes').notNull().default(15),
    /** The RSVP modal's questions for this session, in order (docs/product.md, Registration questions). */
    registrationQuestions: pg
      .jsonb('registration_questions')
      .$type<RegistrationQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: pg.text('status').notNull().default('scheduled'),
    createdBy: pg.integer('created_by').references(() => appUsers.id, { onDelete: 'set null' }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: pg.timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    pg.check('webinar_sessions_status_check', sql`${t.status} in ('scheduled', 'cancelled')`),
    pg.check('webinar_sessions_capacity_check', sql`${t.capacity} > 0`),
    pg.check('webinar_sessions_price_check', sql`${t.priceCents} >= 0`),
    pg.check('webinar_sessions_doors_open_check', sql`${t.doorsOpenMinutes} between 0 and 240`),
    pg.index('webinar_sessions_starts_idx').on(t.status, t.startsAt),
  ],
);
