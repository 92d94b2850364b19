import * as pg from 'drizzle-orm/pg-core';

/** The embedded TEST MODE Connect (no Stripe keys): connected accounts, onboarding links, transfers. */
export const testConnectedAccounts = pg.pgTable('test_connected_accounts', {
  id: pg.text('id').primaryKey(),
  userId: pg.integer('user_id').notNull(),
  email: pg.text('email').notNull(),
  payoutsEnabled: pg.boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: pg.boolean('details_submitted').notNull().default(false),
  /** Same key, same account (as Stripe's Idempotency-Key). */
  idempotencyKey: pg.text('idempotency_key').notNull().unique(),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Onboarding links: the id is the bearer of the TEST MODE onboarding page, usable once, until it expires. */
export const testOnboardingLinks = pg.pgTable(
  'test_onboarding_links',
  {
    id: pg.text('id').primaryKey(),
    accountId: pg
      .text('account_id')
      .notNull()
      .references(() => testConnectedAccounts.id, { onDelete: 'cascade' }),
    returnUrl: pg.text('return_url').notNull(),
    refreshUrl: pg.text('refresh_url').notNull(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: pg.timestamp('used_at', { withTimezone: true }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index('test_onboarding_links_account_idx').on(t.accountId)],
);

export const testTransfers = pg.pgTable('test_transfers', {
  id: pg.text('id').primaryKey(),
  accountId: pg
    .text('account_id')
    .notNull()
    .references(() => testConnectedAccounts.id, { onDelete: 'cascade' }),
  amountCents: pg.integer('amount_cents').notNull(),
  currency: pg.text('currency').notNull(),
  transferGroup: pg.text('transfer_group').notNull(),
  metadata: pg.jsonb('metadata').$type<Record<string, string>>().notNull(),
  idempotencyKey: pg.text('idempotency_key').notNull().unique(),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
