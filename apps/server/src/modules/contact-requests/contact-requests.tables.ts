import * as pg from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';

/** Requests sent from /consultation and /support (docs/product.md, Requisition). */
export const contactRequests = pg.pgTable(
  'contact_requests',
  {
    id: pg.serial('id').primaryKey(),
    /** consultation | support */
    kind: pg.text('kind').notNull(),
    name: pg.text('name').notNull(),
    email: pg.text('email').notNull(),
    phone: pg.text('phone').notNull().default(''),
    topic: pg.text('topic').notNull(),
    message: pg.text('message').notNull(),
    /** The wording beside the consent box when the request was sent. */
    consentWording: pg.text('consent_wording').notNull(),
    /** new | answered | closed */
    status: pg.text('status').notNull().default('new'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.index('contact_requests_status_idx').on(t.status, t.id),
    pg.index('contact_requests_kind_idx').on(t.kind, t.id),
  ],
);

/** The admins' email replies to a request, in the order sent. */
export const contactRequestReplies = pg.pgTable(
  'contact_request_replies',
  {
    id: pg.serial('id').primaryKey(),
    requestId: pg
      .integer('request_id')
      .notNull()
      .references(() => contactRequests.id, { onDelete: 'cascade' }),
    authorId: pg.integer('author_id').references(() => appUsers.id, { onDelete: 'set null' }),
    authorName: pg.text('author_name').notNull(),
    body: pg.text('body').notNull(),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index('contact_request_replies_request_idx').on(t.requestId, t.id)],
);

export type ContactRequestRow = typeof contactRequests.$inferSelect;
export type NewContactRequestRow = typeof contactRequests.$inferInsert;
export type ContactReplyRow = typeof contactRequestReplies.$inferSelect;
