import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { payments } from '../payments/payments.tables';
import { appUsers } from '../users/users.tables';

/**
 * Payouts to affiliates (docs/decisions/2026-11-23-affiliate-commissions.md): one row per transfer
 * to a connected account. The row is written (with its commissions attached) before the provider is
 * called, and its id is the transfer's idempotency key, so a job that runs twice moves money once.
 */
export const affiliatePayouts = pg.pgTable(
  'affiliate_payouts',
  {
    id: pg.serial('id').primaryKey(),
    affiliateId: pg
      .integer('affiliate_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'restrict' }),
    amountCents: pg.integer('amount_cents').notNull(),
    currency: pg.text('currency').notNull(),
    accountId: pg.text('account_id').notNull(),
    /** pending (recorded, transfer not confirmed) | paid | failed (commissions released again) */
    status: pg.text('status').notNull().default('pending'),
    idempotencyKey: pg.text('idempotency_key').notNull(),
    transferId: pg.text('transfer_id'),
    /** Who asked: null for the scheduled run, else the admin who clicked Pay now. */
    requestedBy: pg.integer('requested_by').references(() => appUsers.id, { onDelete: 'set null' }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: pg.timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('affiliate_payouts_idempotency_key').on(t.idempotencyKey),
    pg.index('affiliate_payouts_affiliate_idx').on(t.affiliateId, t.createdAt),
    pg.check('affiliate_payouts_status_check', sql`${t.status} in ('pending', 'paid', 'failed')`),
    pg.check('affiliate_payouts_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Commission entries, each linked to the billing ledger's payment it comes from: `earned` (a share
 * of a payment, positive) and `reversal` (a refund's share taken back, negative). An entry is
 * pending until `approves_at` (the holding period), then approved, then paid when a payout carries
 * it. A reversal of money already paid stays approved and unpaid, so it offsets the next payout.
 * The payment's facts an affiliate may see are copied here (the buyer's address only masked), so
 * the affiliate's views never read the ledger's personal data.
 */
export const affiliateCommissions = pg.pgTable(
  'affiliate_commissions',
  {
    id: pg.serial('id').primaryKey(),
    affiliateId: pg
      .integer('affiliate_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'restrict' }),
    paymentId: pg
      .integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    entry: pg.text('entry').notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    currency: pg.text('currency').notNull(),
    ratePercent: pg.integer('rate_percent').notNull(),
    /** The payment's facts an affiliate may see: what was bought, the masked buyer, the amount and when. */
    description: pg.text('description').notNull(),
    buyerMasked: pg.text('buyer_masked').notNull(),
    paymentCents: pg.integer('payment_cents').notNull(),
    paidAt: pg.timestamp('paid_at', { withTimezone: true }).notNull(),
    status: pg.text('status').notNull().default('pending'),
    approvesAt: pg.timestamp('approves_at', { withTimezone: true }).notNull(),
    payoutId: pg.integer('payout_id').references(() => affiliatePayouts.id, { onDelete: 'restrict' }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg
      .uniqueIndex('affiliate_commissions_earned_once')
      .on(t.paymentId)
      .where(sql`${t.entry} = 'earned'`),
    pg.index('affiliate_commissions_affiliate_idx').on(t.affiliateId, t.status),
    pg.index('affiliate_commissions_approves_idx').on(t.status, t.approvesAt),
    // The KPI's commissions by day (earned when the payment was, reversed when the refund was), read
    // from this index alone.
    pg.index('affiliate_commissions_created_idx').on(t.createdAt, t.amountCents),
    pg.check('affiliate_commissions_entry_check', sql`${t.entry} in ('earned', 'reversal')`),
    pg.check('affiliate_commissions_status_check', sql`${t.status} in ('pending', 'approved', 'paid')`),
    pg.check(
      'affiliate_commissions_sign_check',
      sql`(${t.entry} = 'earned' and ${t.amountCents} >= 0) or (${t.entry} = 'reversal' and ${t.amountCents} < 0)`,
    ),
  ],
);

/** Affiliates whose payouts an admin has put on hold (no row: payouts run). */
export const affiliatePayoutHolds = pg.pgTable('affiliate_payout_holds', {
  affiliateId: pg
    .integer('affiliate_id')
    .primaryKey()
    .references(() => appUsers.id, { onDelete: 'cascade' }),
  heldBy: pg.integer('held_by').references(() => appUsers.id, { onDelete: 'set null' }),
  heldAt: pg.timestamp('held_at', { withTimezone: true }).notNull(),
});
