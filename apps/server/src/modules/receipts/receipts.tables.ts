import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { paymentRefunds, payments } from '../payments/payments.tables';

/**
 * The last number of each document series (`receipt`, `credit_note`). A document takes the next one
 * inside the transaction that records its payment or refund, with this row locked by its UPDATE: a
 * rolled-back payment gives its number back, so a series has no gaps (a sequence would leave one).
 * The migration writes both rows.
 */
export const documentCounters = pg.pgTable('document_counters', {
  series: pg.text('series').primaryKey(),
  lastNumber: pg.integer('last_number').notNull().default(0),
});

/**
 * One receipt per ledger payment (docs/product.md, Receipts and credit notes): what it said when it
 * was issued (seller, buyer, line, discount, tax, total), kept as issued. The buyer may add a company
 * name and tax id until the first download of the PDF (`downloaded_at`).
 */
export const receipts = pg.pgTable(
  'receipts',
  {
    id: pg.serial('id').primaryKey(),
    number: pg.integer('number').notNull(),
    paymentId: pg
      .integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    issuedAt: pg.timestamp('issued_at', { withTimezone: true }).notNull(),
    currency: pg.text('currency').notNull(),
    sellerName: pg.text('seller_name').notNull(),
    sellerAddress: pg.text('seller_address').notNull(),
    sellerTaxId: pg.text('seller_tax_id').notNull(),
    buyerName: pg.text('buyer_name').notNull(),
    buyerEmail: pg.text('buyer_email').notNull(),
    buyerCompany: pg.text('buyer_company').notNull().default(''),
    buyerTaxId: pg.text('buyer_tax_id').notNull().default(''),
    description: pg.text('description').notNull(),
    /** The price before a discount, when the payment carried one; null: no discount line. */
    listPriceCents: pg.integer('list_price_cents'),
    discountCents: pg.integer('discount_cents'),
    /** The tax inside the total, as configured when issued; null: no tax. */
    taxLabel: pg.text('tax_label'),
    taxBasisPoints: pg.integer('tax_basis_points'),
    taxCents: pg.integer('tax_cents'),
    /** The tax was added on top of the price at checkout (printed as net, tax, total) rather than included in it. */
    taxAdded: pg.boolean('tax_added').notNull().default(false),
    totalCents: pg.integer('total_cents').notNull(),
    paymentMethod: pg.text('payment_method').notNull(),
    downloadedAt: pg.timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('receipts_number_key').on(t.number),
    pg.uniqueIndex('receipts_payment_key').on(t.paymentId),
    pg.check('receipts_discount_check', sql`(${t.listPriceCents} is null) = (${t.discountCents} is null)`),
  ],
);

/** One credit note per refund: it names its receipt and the amount that went back (its own series). */
export const creditNotes = pg.pgTable(
  'credit_notes',
  {
    id: pg.serial('id').primaryKey(),
    number: pg.integer('number').notNull(),
    receiptId: pg
      .integer('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'restrict' }),
    refundId: pg
      .integer('refund_id')
      .notNull()
      .references(() => paymentRefunds.id, { onDelete: 'restrict' }),
    issuedAt: pg.timestamp('issued_at', { withTimezone: true }).notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    /** The refunded share of the receipt's tax; null when the receipt had none. */
    taxCents: pg.integer('tax_cents'),
    reason: pg.text('reason').notNull(),
  },
  (t) => [
    pg.uniqueIndex('credit_notes_number_key').on(t.number),
    pg.uniqueIndex('credit_notes_refund_key').on(t.refundId),
    pg.index('credit_notes_receipt_idx').on(t.receiptId),
  ],
);
