import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { ownerColumn } from '../users/users.tables';

const tagsColumn = () =>
  pg
    .text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * A sender's contacts (docs/product.md, Ownership): each belongs to the user who added or imported
 * it; the same address may be a contact of several senders. `email` is stored lower-cased.
 */
export const contacts = pg.pgTable(
  'contacts',
  {
    id: pg.serial('id').primaryKey(),
    ownerId: ownerColumn(),
    email: pg.text('email').notNull(),
    firstName: pg.text('first_name').notNull().default(''),
    lastName: pg.text('last_name').notNull().default(''),
    tags: tagsColumn(),
    /** subscribed | unsubscribed | bounced | complained (the last three follow email_suppressions). */
    status: pg.text('status').notNull().default('subscribed'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('contacts_owner_email').on(t.ownerId, t.email),
    pg.index('contacts_owner_id_idx').on(t.ownerId, t.id),
    pg.index('contacts_email_idx').on(t.email),
    pg.check('contacts_status_check', sql`${t.status} in ('subscribed', 'unsubscribed', 'bounced', 'complained')`),
  ],
);

/** A sender's named lists of their own contacts. */
export const contactLists = pg.pgTable(
  'contact_lists',
  {
    id: pg.serial('id').primaryKey(),
    ownerId: ownerColumn(),
    name: pg.text('name').notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.uniqueIndex('contact_lists_owner_name').on(t.ownerId, t.name)],
);

export const contactListMembers = pg.pgTable(
  'contact_list_members',
  {
    listId: pg
      .integer('list_id')
      .notNull()
      .references(() => contactLists.id, { onDelete: 'cascade' }),
    contactId: pg
      .integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    addedAt: pg.timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.listId, t.contactId] }),
    pg.index('contact_list_members_contact_idx').on(t.contactId),
  ],
);

/**
 * Addresses nobody may mail again (docs/product.md, Email marketing): unsubscribed, bounced or
 * complained, across all senders. `email` is lower-cased.
 */
export const emailSuppressions = pg.pgTable(
  'email_suppressions',
  {
    email: pg.text('email').primaryKey(),
    reason: pg.text('reason').notNull(),
    /** What caused it, e.g. `campaign:12` or `import`. */
    source: pg.text('source').notNull().default(''),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.check('email_suppressions_reason_check', sql`${t.reason} in ('unsubscribed', 'bounced', 'complained')`)],
);

/** A CSV import of a sender's contacts, run by the `contacts.import` job; the file is cleared when done. */
export const contactImports = pg.pgTable(
  'contact_imports',
  {
    id: pg.serial('id').primaryKey(),
    ownerId: ownerColumn(),
    fileName: pg.text('file_name').notNull().default(''),
    /** queued | running | done | failed */
    status: pg.text('status').notNull().default('queued'),
    csv: pg.text('csv').notNull(),
    /** { email, firstName, lastName, tags }: the header each field reads. */
    mapping: pg
      .jsonb('mapping')
      .$type<{ email: string; firstName: string | null; lastName: string | null; tags: string | null }>()
      .notNull(),
    listId: pg.integer('list_id').references(() => contactLists.id, { onDelete: 'set null' }),
    tags: tagsColumn(),
    total: pg.integer('total').notNull().default(0),
    processed: pg.integer('processed').notNull().default(0),
    created: pg.integer('created').notNull().default(0),
    updated: pg.integer('updated').notNull().default(0),
    duplicates: pg.integer('duplicates').notNull().default(0),
    invalid: pg.integer('invalid').notNull().default(0),
    suppressed: pg.integer('suppressed').notNull().default(0),
    /** The first rows of each kind, `{ row, email, reason }`. */
    duplicateRows: pg
      .jsonb('duplicate_rows')
      .$type<{ row: number; email: string; reason: string }[]>()
      .notNull()
      .default([]),
    invalidRows: pg
      .jsonb('invalid_rows')
      .$type<{ row: number; email: string; reason: string }[]>()
      .notNull()
      .default([]),
    error: pg.text('error'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: pg.timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    pg.index('contact_imports_owner_idx').on(t.ownerId, t.id),
    pg.check('contact_imports_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * Whom a message or an automation run is for: the contact (null once it is deleted, the row stays
 * for the numbers) and the address and name as they were when the row was made.
 */
export const recipientColumns = () => ({
  contactId: pg.integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
  email: pg.text('email').notNull(),
  firstName: pg.text('first_name').notNull().default(''),
  lastName: pg.text('last_name').notNull().default(''),
});
