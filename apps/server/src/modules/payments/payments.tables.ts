import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { registrations } from '../rsvp/rsvp.tables';
import { appUsers } from '../users/users.tables';

/** Money received: one row per paid checkout (RSVP seats now; advertiser plans later). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    registrationId: integer('registration_id').references(() => registrations.id),
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
    uniqueIndex('payments_registration_key').on(t.registrationId),
    check('payments_status_check', sql`${t.status} in ('paid', 'partially_refunded', 'refunded')`),
    check('payments_refund_check', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
    index('payments_paid_at_idx').on(t.paidAt, t.id),
    index('payments_intent_idx').on(t.paymentIntentId),
  ],
);

/** Payment-provider events already handled: the primary key makes each one count once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The embedded TEST MODE checkout's sessions (no Stripe keys). */
export const testCheckouts = pgTable(
  'test_checkouts',
  {
    id: text('id').primaryKey(),
    status: text('status').notNull().default('open'),
    description: text('description').notNull(),
    customerEmail: text('customer_email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    clientReferenceId: text('client_reference_id').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    paymentIntentId: text('payment_intent_id'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [check('test_checkouts_status_check', sql`${t.status} in ('open', 'complete', 'expired')`)],
);
