import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The embedded TEST MODE Connect (no Stripe keys): connected accounts, onboarding links, transfers. */
export const testConnectedAccounts = pgTable('test_connected_accounts', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull(),
  email: text('email').notNull(),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  /** Same key, same account (as Stripe's Idempotency-Key). */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Onboarding links: the id is the bearer of the TEST MODE onboarding page, usable once, until it expires. */
export const testOnboardingLinks = pgTable(
  'test_onboarding_links',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => testConnectedAccounts.id, { onDelete: 'cascade' }),
    returnUrl: text('return_url').notNull(),
    refreshUrl: text('refresh_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_onboarding_links_account_idx').on(t.accountId)],
);

export const testTransfers = pgTable('test_transfers', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => testConnectedAccounts.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  transferGroup: text('transfer_group').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
