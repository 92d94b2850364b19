import * as pg from 'drizzle-orm/pg-core';

/** Job openings shown on /careers while open (docs/product.md, Requisition). */
export const jobOpenings = pg.pgTable(
  'job_openings',
  {
    id: pg.serial('id').primaryKey(),
    title: pg.text('title').notNull(),
    department: pg.text('department').notNull(),
    location: pg.text('location').notNull(),
    /** full-time | part-time | contract | internship */
    type: pg.text('type').notNull(),
    description: pg.text('description').notNull(),
    /** open | closed */
    status: pg.text('status').notNull().default('open'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index('job_openings_status_idx').on(t.status, t.id)],
);

/** Applications to an opening; the résumé is a private stored object (`resume_key`). */
export const jobApplications = pg.pgTable(
  'job_applications',
  {
    id: pg.serial('id').primaryKey(),
    openingId: pg
      .integer('opening_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'restrict' }),
    name: pg.text('name').notNull(),
    email: pg.text('email').notNull(),
    phone: pg.text('phone').notNull().default(''),
    links: pg.text('links').array().notNull().default([]),
    coverNote: pg.text('cover_note').notNull().default(''),
    resumeKey: pg.text('resume_key').notNull(),
    resumeName: pg.text('resume_name').notNull(),
    resumeType: pg.text('resume_type').notNull(),
    resumeBytes: pg.integer('resume_bytes').notNull(),
    /** new | reviewing | interview | rejected | hired */
    status: pg.text('status').notNull().default('new'),
    notes: pg.text('notes').notNull().default(''),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('job_applications_resume_key').on(t.resumeKey),
    pg.index('job_applications_opening_idx').on(t.openingId, t.id),
    pg.index('job_applications_status_idx').on(t.status, t.id),
  ],
);

/** Résumé uploads handed out and not yet used by an application; stale ones are deleted from storage. */
export const resumeUploads = pg.pgTable('resume_uploads', {
  key: pg.text('key').primaryKey(),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OpeningRow = typeof jobOpenings.$inferSelect;
export type NewOpeningRow = typeof jobOpenings.$inferInsert;
export type ApplicationRow = typeof jobApplications.$inferSelect;
export type NewApplicationRow = typeof jobApplications.$inferInsert;
