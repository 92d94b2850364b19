import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
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
export const testSubscriptions = pg.pgTable(
  'test_subscriptions',
  {
    id: pg.text('id').primaryKey(),
    checkoutId: pg
      .text('checkout_id')
      .notNull()
      .unique()
      .references(() => testCheckouts.id, { onDelete: 'cascade' }),
    customerId: pg.text('customer_id').notNull(),
    description: pg.text('description').notNull(),
    status: pg.text('status').notNull().default('incomplete'),
    interval: pg.text('interval').notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    /** The tax rate every invoice adds on top of the price (basis points), or null. */
    addedTaxBasisPoints: pg.integer('added_tax_basis_points'),
    currency: pg.text('currency').notNull(),
    metadata: pg.jsonb('metadata').$type<Record<string, string>>().notNull(),
    currentPeriodStart: pg.timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: pg.timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: pg.boolean('cancel_at_period_end').notNull().default(false),
    endedAt: pg.timestamp('ended_at', { withTimezone: true }),
    /** Set by the latest billing-portal session: where the page's "Return" goes, and the plans it offers. */
    returnUrl: pg.text('return_url'),
    planOptions: pg.jsonb('plan_options').$type<TestPlanOption[]>().notNull().default([]),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.check('test_subscriptions_status_check', sql`${t.status} in ('incomplete', 'active', 'past_due', 'canceled')`),
    pg.check('test_subscriptions_interval_check', sql`${t.interval} in ('month', 'year')`),
  ],
);
