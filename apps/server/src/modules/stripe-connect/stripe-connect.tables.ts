import * as pg from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';

/** Each affiliate's connected (Stripe Express) account and whether it can receive payouts. */
export const stripeConnectAccounts = pg.pgTable('stripe_connect_accounts', {
  userId: pg
    .integer('user_id')
    .primaryKey()
    .references(() => appUsers.id, { onDelete: 'cascade' }),
  accountId: pg.text('account_id').notNull().unique(),
  payoutsEnabled: pg.boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: pg.boolean('details_submitted').notNull().default(false),
  /** The affiliate's referral links as posted when they connected (kind → link). */
  referralLinks: pg.jsonb('referral_links').$type<Record<string, string>>().notNull(),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Connect events applied, by the provider's event id: each is applied once, whatever the deliveries. */
export const stripeConnectEvents = pg.pgTable('stripe_connect_events', {
  eventId: pg.text('event_id').primaryKey(),
  type: pg.text('type').notNull(),
  receivedAt: pg.timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Transfers made to connected accounts and what the provider last said about them. */
export const stripeConnectTransfers = pg.pgTable(
  'stripe_connect_transfers',
  {
    transferId: pg.text('transfer_id').primaryKey(),
    accountId: pg.text('account_id').notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    amountReversedCents: pg.integer('amount_reversed_cents').notNull().default(0),
    currency: pg.text('currency').notNull(),
    /** The payout's own reference (Stripe's transfer_group). */
    transferGroup: pg.text('transfer_group'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index('stripe_connect_transfers_group_idx').on(t.transferGroup)],
);
