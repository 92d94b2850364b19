import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appUsers } from '../users/users.tables';

/** Each affiliate's connected (Stripe Express) account and whether it can receive payouts. */
export const stripeConnectAccounts = pgTable('stripe_connect_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => appUsers.id, { onDelete: 'cascade' }),
  accountId: text('account_id').notNull().unique(),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  /** The affiliate's referral links as posted when they connected (kind → link). */
  referralLinks: jsonb('referral_links').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Connect events applied, by the provider's event id: each is applied once, whatever the deliveries. */
export const stripeConnectEvents = pgTable('stripe_connect_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Transfers made to connected accounts and what the provider last said about them. */
export const stripeConnectTransfers = pgTable(
  'stripe_connect_transfers',
  {
    transferId: text('transfer_id').primaryKey(),
    accountId: text('account_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    amountReversedCents: integer('amount_reversed_cents').notNull().default(0),
    currency: text('currency').notNull(),
    /** The payout's own reference (Stripe's transfer_group). */
    transferGroup: text('transfer_group'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stripe_connect_transfers_group_idx').on(t.transferGroup)],
);
