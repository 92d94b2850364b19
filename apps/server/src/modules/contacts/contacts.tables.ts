import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';

const tagsColumn = () =>
  text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** The user who owns a row (docs/product.md, Ownership); their rows go with them. */
const ownerColumn = () =>
  integer('owner_id')
    .notNull()
    .references(() => appUsers.id, { onDelete: 'cascade' });

/**
 * A sender's contacts (docs/product.md, Ownership): each belongs to the user who added or imported
 * it; the same address may be a contact of several senders. `email` is stored lower-cased.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerColumn(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    tags: tagsColumn(),
    /** subscribed | unsubscribed | bounced | complained (the last three follow email_suppressions). */
    status: text('status').notNull().default('subscribed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_owner_email').on(t.ownerId, t.email),
    index('contacts_owner_id_idx').on(t.ownerId, t.id),
    index('contacts_email_idx').on(t.email),
    check('contacts_status_check', sql`${t.status} in ('subscribed', 'unsubscribed', 'bounced', 'complained')`),
  ],
);

/** A sender's named lists of their own contacts. */
export const contactLists = pgTable(
  'contact_lists',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerColumn(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contact_lists_owner_name').on(t.ownerId, t.name)],
);

export const contactListMembers = pgTable(
  'contact_list_members',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => contactLists.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.contactId] }), index('contact_list_members_contact_idx').on(t.contactId)],
);

/**
 * Addresses nobody may mail again (docs/product.md, Email marketing): unsubscribed, bounced or
 * complained, across all senders. `email` is lower-cased.
 */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    email: text('email').primaryKey(),
    reason: text('reason').notNull(),
    /** What caused it, e.g. `campaign:12` or `import`. */
    source: text('source').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('email_suppressions_reason_check', sql`${t.reason} in ('unsubscribed', 'bounced', 'complained')`)],
);

/** A CSV import of a sender's contacts, run by the `contacts.import` job; the file is cleared when done. */
export const contactImports = pgTable(
  'contact_imports',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerColumn(),
    fileName: text('file_name').notNull().default(''),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    csv: text('csv').notNull(),
    /** { email, firstName, lastName, tags }: the header each field reads. */
    mapping: jsonb('mapping')
      .$type<{ email: string; firstName: string | null; lastName: string | null; tags: string | null }>()
      .notNull(),
    listId: integer('list_id').references(() => contactLists.id, { onDelete: 'set null' }),
    tags: tagsColumn(),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    suppressed: integer('suppressed').notNull().default(0),
    /** The first rows of each kind, `{ row, email, reason }`. */
    duplicateRows: jsonb('duplicate_rows')
      .$type<{ row: number; email: string; reason: string }[]>()
      .notNull()
      .default([]),
    invalidRows: jsonb('invalid_rows').$type<{ row: number; email: string; reason: string }[]>().notNull().default([]),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_imports_owner_idx').on(t.ownerId, t.id),
    check('contact_imports_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);
