import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';

/**
 * The billing ledger: one row per paid checkout, of a payment kind (`rsvp_seat` now; advertising
 * subscriptions and affiliate transfers next), for a subject the kind names (a seat's registration:
 * subject type `registration`, subject id its id as text). The row holds what was paid and how much
 * of it has gone back (`refunded_cents`, `status`, `refunded_at`). Payments never reach into the
 * subject's own tables: the kind's handler does.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    checkoutSessionId: text('checkout_session_id').notNull(),
    paymentIntentId: text('payment_intent_id'),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('paid'),
    buyerEmail: text('buyer_email').notNull(),
    buyerName: text('buyer_name').notNull(),
    affiliateId: integer('affiliate_id').references(() => appUsers.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_checkout_key').on(t.checkoutSessionId),
    uniqueIndex('payments_subject_key').on(t.kind, t.subjectType, t.subjectId),
    check('payments_status_check', sql`${t.status} in ('paid', 'partially_refunded', 'refunded')`),
    check('payments_refund_check', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
    // Keyset pages by payment; the KPI's money by day and kind reads this index alone.
    index('payments_paid_at_idx').on(t.paidAt, t.id, t.kind, t.amountCents),
    index('payments_intent_idx').on(t.paymentIntentId),
    // The KPI's refunds by day (read from this index alone).
    index('payments_refunded_at_idx')
      .on(t.refundedAt, t.refundedCents)
      .where(sql`${t.refundedAt} is not null`),
  ],
);

/** Payment-provider events already handled: the primary key makes each one count once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row: a counter the admin RSVP and Sales views poll to know when to refetch. The change-marker
 * subscriber adds one for every session, registration and payment event.
 */
export const adminChangeMarker = pgTable(
  'admin_change_marker',
  {
    id: integer('id').primaryKey(),
    version: integer('version').notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('admin_change_marker_single_row', sql`${t.id} = 1`)],
);
