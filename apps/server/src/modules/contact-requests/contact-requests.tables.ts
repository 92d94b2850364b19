import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';

/** Requests sent from /consultation and /support (docs/product.md, Requisition). */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial('id').primaryKey(),
    /** consultation | support */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** The wording beside the consent box when the request was sent. */
    consentWording: text('consent_wording').notNull(),
    /** new | answered | closed */
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_requests_status_idx').on(t.status, t.id), index('contact_requests_kind_idx').on(t.kind, t.id)],
);

/** The admins' email replies to a request, in the order sent. */
export const contactRequestReplies = pgTable(
  'contact_request_replies',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => contactRequests.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => appUsers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_request_replies_request_idx').on(t.requestId, t.id)],
);

export type ContactRequestRow = typeof contactRequests.$inferSelect;
export type NewContactRequestRow = typeof contactRequests.$inferInsert;
export type ContactReplyRow = typeof contactRequestReplies.$inferSelect;
