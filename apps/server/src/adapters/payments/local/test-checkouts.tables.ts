import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
