import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { AddedTax } from '@meridian/contracts/receipts-settings';
import { appUsers } from '../users/users.tables';

/**
 * The billing ledger: one row per paid checkout, of a payment kind (`rsvp_seat` now; advertising
 * subscriptions and affiliate transfers next), for a subject the kind names (a seat's registration:
 * subject type `registration`, subject id its id as text). The row holds what was paid and how much
 * of it has gone back (`refunded_cents`, `status`, `refunded_at`). Payments never reach into the
 * subject's own tables: the kind's handler does.
 */
export const payments = pg.pgTable(
  'payments',
  {
    id: pg.serial('id').primaryKey(),
    kind: pg.text('kind').notNull(),
    provider: pg.text('provider').notNull(),
    subjectType: pg.text('subject_type').notNull(),
    subjectId: pg.text('subject_id').notNull(),
    checkoutSessionId: pg.text('checkout_session_id').notNull(),
    paymentIntentId: pg.text('payment_intent_id'),
    description: pg.text('description').notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    refundedCents: pg.integer('refunded_cents').notNull().default(0),
    currency: pg.text('currency').notNull(),
    /**
     * The tax rate the checkout added on top of the price (docs/product.md, Receipts and credit
     * notes), as it was when the checkout opened; null when the amount is the price (no tax, or tax
     * the price includes). The tax in `amount_cents` is `includedTaxCents(amount, basisPoints)`.
     */
    addedTax: pg.jsonb('added_tax').$type<AddedTax>(),
    status: pg.text('status').notNull().default('paid'),
    buyerEmail: pg.text('buyer_email').notNull(),
    buyerName: pg.text('buyer_name').notNull(),
    affiliateId: pg.integer('affiliate_id').references(() => appUsers.id, { onDelete: 'set null' }),
    paidAt: pg.timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: pg.timestamp('refunded_at', { withTimezone: true }),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('payments_checkout_key').on(t.checkoutSessionId),
    pg.uniqueIndex('payments_subject_key').on(t.kind, t.subjectType, t.subjectId),
    pg.check('payments_status_check', sql`${t.status} in ('paid', 'partially_refunded', 'refunded')`),
    pg.check('payments_refund_check', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
    // Keyset pages by payment; the KPI's money by day and kind reads this index alone.
    pg.index('payments_paid_at_idx').on(t.paidAt, t.id, t.kind, t.amountCents),
    pg.index('payments_intent_idx').on(t.paymentIntentId),
    // The KPI's refunds by day (read from this index alone).
    pg
      .index('payments_refunded_at_idx')
      .on(t.refundedAt, t.refundedCents)
      .where(sql`${t.refundedAt} is not null`),
  ],
);

/**
 * Each refund of a payment, one row per amount that went back (docs/product.md, Refunds): the admin's
 * partial and full refunds with their reason, and refunds the provider reported (made in its
 * dashboard; no reason given here). The payment row keeps the running total; the KPI counts refunds
 * by the day of each row.
 */
export const paymentRefunds = pg.pgTable(
  'payment_refunds',
  {
    id: pg.serial('id').primaryKey(),
    paymentId: pg
      .integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountCents: pg.integer('amount_cents').notNull(),
    reason: pg.text('reason').notNull(),
    refundedAt: pg.timestamp('refunded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.check('payment_refunds_amount_check', sql`${t.amountCents} > 0`),
    pg.index('payment_refunds_payment_idx').on(t.paymentId),
    // The KPI's refunds by day (read from this index alone).
    pg.index('payment_refunds_refunded_at_idx').on(t.refundedAt, t.amountCents),
  ],
);

/** Payment-provider events already handled: the primary key makes each one count once. */
export const paymentEvents = pg.pgTable('payment_events', {
  id: pg.text('id').primaryKey(),
  type: pg.text('type').notNull(),
  receivedAt: pg.timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row: a counter the admin RSVP and Sales views poll to know when to refetch. The change-marker
 * subscriber adds one for every session, registration and payment event.
 */
export const adminChangeMarker = pg.pgTable(
  'admin_change_marker',
  {
    id: pg.integer('id').primaryKey(),
    version: pg.integer('version').notNull().default(0),
    changedAt: pg.timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.check('admin_change_marker_single_row', sql`${t.id} = 1`)],
);
