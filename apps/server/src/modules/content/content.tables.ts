import type { RichTextDoc } from '@meridian/contracts/rich-text';
import {
  boolean,
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

export const faqEntries = pgTable('faq_entries', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  question: text('question').notNull(),
  /** The answer's plain text (search, the page description); the rich text is `answer_doc`. */
  answer: text('answer').notNull(),
  /** The answer as rich text; null only for a row written before rich text, converted at start-up. */
  answerDoc: jsonb('answer_doc').$type<RichTextDoc>(),
  hidden: boolean('hidden').notNull().default(false),
  position: integer('position').notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const legalDocuments = pgTable('legal_documents', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  /** The Markdown text from before rich text, kept as it was imported; not read once `body_doc` is set. */
  body: text('body').notNull(),
  /** The current text as rich text; null only for a row written before rich text, converted at start-up. */
  bodyDoc: jsonb('body_doc').$type<RichTextDoc>(),
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every saved version of an FAQ entry or a legal document (`document` is `faq.<id>` or
 * `legal.<slug>`), with who saved it and when. Restoring copies an old version into a new one.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    document: text('document').notNull(),
    number: integer('number').notNull(),
    /** The legal document's title or the FAQ question. */
    title: text('title').notNull(),
    /** The legal document's summary or the FAQ entry's category. */
    summary: text('summary').notNull(),
    body: jsonb('body').$type<RichTextDoc>().notNull(),
    authorId: integer('author_id').references(() => appUsers.id, { onDelete: 'set null' }),
    /** The author's name as it was when saving; null for the text the site started with. */
    authorName: text('author_name'),
    restoredFrom: integer('restored_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_versions_document_number_key').on(t.document, t.number)],
);

/** Which Terms and Privacy versions a person accepted when they signed up. */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    versionId: integer('version_id')
      .notNull()
      .references(() => contentVersions.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slug] }), index('legal_acceptances_version_idx').on(t.versionId)],
);
