import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

/** The embedded TEST MODE checkout's sessions (no Stripe keys). */
export const testCheckouts = pg.pgTable(
  'test_checkouts',
  {
    id: pg.text('id').primaryKey(),
    status: pg.text('status').notNull().default('open'),
    description: pg.text('description').notNull(),
    customerEmail: pg.text('customer_email').notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    currency: pg.text('currency').notNull(),
    clientReferenceId: pg.text('client_reference_id').notNull(),
    metadata: pg.jsonb('metadata').$type<Record<string, string>>().notNull(),
    successUrl: pg.text('success_url').notNull(),
    cancelUrl: pg.text('cancel_url').notNull(),
    paymentIntentId: pg.text('payment_intent_id'),
    refundedCents: pg.integer('refunded_cents').notNull().default(0),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: pg.timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [pg.check('test_checkouts_status_check', sql`${t.status} in ('open', 'complete', 'expired')`)],
);
