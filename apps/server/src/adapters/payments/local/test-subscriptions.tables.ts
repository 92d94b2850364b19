import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { testCheckouts } from './test-checkouts.tables';

/** A plan the TEST MODE billing page may switch to (the other interval at the site's current price). */
export interface TestPlanOption {
  interval: 'month' | 'year';
  amountCents: number;
}

/**
 * The embedded TEST MODE subscriptions (no Stripe keys): one row per subscription-mode checkout,
 * `incomplete` until that checkout is paid. The TEST MODE billing page renews, fails, switches and
 * cancels them, producing the same provider events as Stripe's webhooks.
 */
export const testSubscriptions = pgTable(
  'test_subscriptions',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .unique()
      .references(() => testCheckouts.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('incomplete'),
    interval: text('interval').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Set by the latest billing-portal session: where the page's "Return" goes, and the plans it offers. */
    returnUrl: text('return_url'),
    planOptions: jsonb('plan_options').$type<TestPlanOption[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('test_subscriptions_status_check', sql`${t.status} in ('incomplete', 'active', 'past_due', 'canceled')`),
    check('test_subscriptions_interval_check', sql`${t.interval} in ('month', 'year')`),
  ],
);
