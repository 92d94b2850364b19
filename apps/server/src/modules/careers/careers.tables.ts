import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Job openings shown on /careers while open (docs/product.md, Requisition). */
export const jobOpenings = pgTable(
  'job_openings',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    department: text('department').notNull(),
    location: text('location').notNull(),
    /** full-time | part-time | contract | internship */
    type: text('type').notNull(),
    description: text('description').notNull(),
    /** open | closed */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_openings_status_idx').on(t.status, t.id)],
);

/** Applications to an opening; the résumé is a private stored object (`resume_key`). */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    openingId: integer('opening_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    links: text('links').array().notNull().default([]),
    coverNote: text('cover_note').notNull().default(''),
    resumeKey: text('resume_key').notNull(),
    resumeName: text('resume_name').notNull(),
    resumeType: text('resume_type').notNull(),
    resumeBytes: integer('resume_bytes').notNull(),
    /** new | reviewing | interview | rejected | hired */
    status: text('status').notNull().default('new'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_resume_key').on(t.resumeKey),
    index('job_applications_opening_idx').on(t.openingId, t.id),
    index('job_applications_status_idx').on(t.status, t.id),
  ],
);

/** Résumé uploads handed out and not yet used by an application; stale ones are deleted from storage. */
export const resumeUploads = pgTable('resume_uploads', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OpeningRow = typeof jobOpenings.$inferSelect;
export type NewOpeningRow = typeof jobOpenings.$inferInsert;
export type ApplicationRow = typeof jobApplications.$inferSelect;
export type NewApplicationRow = typeof jobApplications.$inferInsert;
