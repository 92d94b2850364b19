import type { RichTextDoc } from '@meridian/contracts/rich-text';
import * as pg from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';

export const faqEntries = pg.pgTable('faq_entries', {
  id: pg.serial('id').primaryKey(),
  category: pg.text('category').notNull(),
  question: pg.text('question').notNull(),
  /** The answer's plain text (search, the page description); the rich text is `answer_doc`. */
  answer: pg.text('answer').notNull(),
  /** The answer as rich text; null only for a row written before rich text, converted at start-up. */
  answerDoc: pg.jsonb('answer_doc').$type<RichTextDoc>(),
  hidden: pg.boolean('hidden').notNull().default(false),
  position: pg.integer('position').notNull(),
  version: pg.integer('version').notNull().default(1),
  updatedBy: pg.text('updated_by'),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const legalDocuments = pg.pgTable('legal_documents', {
  slug: pg.text('slug').primaryKey(),
  title: pg.text('title').notNull(),
  summary: pg.text('summary').notNull(),
  /** The Markdown text from before rich text, kept as it was imported; not read once `body_doc` is set. */
  body: pg.text('body').notNull(),
  /** The current text as rich text; null only for a row written before rich text, converted at start-up. */
  bodyDoc: pg.jsonb('body_doc').$type<RichTextDoc>(),
  version: pg.integer('version').notNull().default(1),
  updatedBy: pg.text('updated_by'),
  updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every saved version of an FAQ entry or a legal document (`document` is `faq.<id>` or
 * `legal.<slug>`), with who saved it and when. Restoring copies an old version into a new one.
 */
export const contentVersions = pg.pgTable(
  'content_versions',
  {
    id: pg.serial('id').primaryKey(),
    document: pg.text('document').notNull(),
    number: pg.integer('number').notNull(),
    /** The legal document's title or the FAQ question. */
    title: pg.text('title').notNull(),
    /** The legal document's summary or the FAQ entry's category. */
    summary: pg.text('summary').notNull(),
    body: pg.jsonb('body').$type<RichTextDoc>().notNull(),
    authorId: pg.integer('author_id').references(() => appUsers.id, { onDelete: 'set null' }),
    /** The author's name as it was when saving; null for the text the site started with. */
    authorName: pg.text('author_name'),
    restoredFrom: pg.integer('restored_from'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.uniqueIndex('content_versions_document_number_key').on(t.document, t.number)],
);

/** Which Terms and Privacy versions a person accepted when they signed up. */
export const legalAcceptances = pg.pgTable(
  'legal_acceptances',
  {
    userId: pg
      .integer('user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    slug: pg.text('slug').notNull(),
    versionId: pg
      .integer('version_id')
      .notNull()
      .references(() => contentVersions.id),
    acceptedAt: pg.timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.slug] }), pg.index('legal_acceptances_version_idx').on(t.versionId)],
);
