import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { payments } from '../payments/payments.tables';
import { appUsers, ownerColumn } from '../users/users.tables';

/**
 * An advertiser's plan: one row per subscription checkout, `pending` until the provider says it is
 * paid; from then on its status, amount and period follow the provider's subscription
 * (docs/product.md, Digital billboard). Payments themselves are rows of the billing ledger.
 */
export const advertiserSubscriptions = pg.pgTable(
  'advertiser_subscriptions',
  {
    id: pg.serial('id').primaryKey(),
    userId: pg
      .integer('user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    plan: pg.text('plan').notNull(),
    status: pg.text('status').notNull().default('pending'),
    checkoutId: pg.text('checkout_id'),
    providerSubscriptionId: pg.text('provider_subscription_id'),
    customerId: pg.text('customer_id'),
    amountCents: pg.integer('amount_cents').notNull(),
    currency: pg.text('currency').notNull(),
    currentPeriodEnd: pg.timestamp('current_period_end', { withTimezone: true }),
    buyerEmail: pg.text('buyer_email').notNull(),
    buyerName: pg.text('buyer_name').notNull(),
    affiliateId: pg.integer('affiliate_id').references(() => appUsers.id, { onDelete: 'set null' }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('advertiser_subscriptions_provider_key').on(t.providerSubscriptionId),
    pg.uniqueIndex('advertiser_subscriptions_checkout_key').on(t.checkoutId),
    pg.index('advertiser_subscriptions_user_idx').on(t.userId, t.id),
    pg.check(
      'advertiser_subscriptions_status_check',
      sql`${t.status} in ('pending', 'active', 'past_due', 'cancelled', 'ended')`,
    ),
    pg.check('advertiser_subscriptions_plan_check', sql`${t.plan} in ('monthly', 'yearly')`),
  ],
);

/** A paid invoice of a plan: the advertiser's copy of its billing-ledger row (one per ledger row). */
export const advertiserInvoices = pg.pgTable(
  'advertiser_invoices',
  {
    paymentId: pg
      .integer('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    subscriptionId: pg
      .integer('subscription_id')
      .notNull()
      .references(() => advertiserSubscriptions.id, { onDelete: 'cascade' }),
    description: pg.text('description').notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    currency: pg.text('currency').notNull(),
    paidAt: pg.timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.index('advertiser_invoices_subscription_idx').on(t.subscriptionId, t.paidAt)],
);

/** Slot size → storage key of the resized image (an image creative). */
export type CreativeImages = Record<string, string>;

/**
 * An advertiser's creative: an image banner (resized into every slot size) or a text ad, with its
 * target URL and optional schedule. Shown only when approved and its advertiser's plan is serving.
 */
export const billboardCreatives = pg.pgTable(
  'billboard_creatives',
  {
    id: pg.serial('id').primaryKey(),
    ownerId: ownerColumn(),
    format: pg.text('format').notNull(),
    name: pg.text('name').notNull(),
    headline: pg.text('headline'),
    line: pg.text('line'),
    altText: pg.text('alt_text'),
    targetUrl: pg.text('target_url').notNull(),
    images: pg.jsonb('images').$type<CreativeImages>().notNull().default({}),
    status: pg.text('status').notNull().default('draft'),
    rejectionReason: pg.text('rejection_reason'),
    startsAt: pg.timestamp('starts_at', { withTimezone: true }),
    endsAt: pg.timestamp('ends_at', { withTimezone: true }),
    reviewedAt: pg.timestamp('reviewed_at', { withTimezone: true }),
    /** The target URL as an admin last approved it: the only address a click link leads to. */
    reviewedTargetUrl: pg.text('reviewed_target_url'),
    /**
     * Moves on when an approval changes the reviewed target; click links sign it with the id, so a
     * link published for an earlier target stops leading anywhere but home. 0: approved before
     * reviewed targets were recorded (links signed by id alone).
     */
    reviewedTargetVersion: pg.integer('reviewed_target_version').notNull().default(0),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.index('billboard_creatives_owner_idx').on(t.ownerId, t.id),
    pg.index('billboard_creatives_status_idx').on(t.status, t.id),
    pg.check('billboard_creatives_format_check', sql`${t.format} in ('image', 'text')`),
    pg.check(
      'billboard_creatives_status_check',
      sql`${t.status} in ('draft', 'pending', 'approved', 'rejected', 'paused')`,
    ),
  ],
);

/** Impressions and clicks per creative per UTC day. */
export const billboardCreativeDays = pg.pgTable(
  'billboard_creative_days',
  {
    creativeId: pg
      .integer('creative_id')
      .notNull()
      .references(() => billboardCreatives.id, { onDelete: 'cascade' }),
    day: pg.date('day', { mode: 'string' }).notNull(),
    impressions: pg.integer('impressions').notNull().default(0),
    clicks: pg.integer('clicks').notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.creativeId, t.day] })],
);

/**
 * Who was already counted today: a hash of the day's salt, the address and the browser (never the
 * address itself), per creative and kind (impression or click). Rows older than two days are pruned.
 */
export const billboardSeen = pg.pgTable(
  'billboard_seen',
  {
    creativeId: pg
      .integer('creative_id')
      .notNull()
      .references(() => billboardCreatives.id, { onDelete: 'cascade' }),
    day: pg.date('day', { mode: 'string' }).notNull(),
    kind: pg.text('kind').notNull(),
    visitor: pg.text('visitor').notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.creativeId, t.day, t.kind, t.visitor] }),
    pg.index('billboard_seen_day_idx').on(t.day),
  ],
);

/** One row: when the schedule job last looked for plans and creatives starting or ending. */
export const billboardScheduleMark = pg.pgTable(
  'billboard_schedule_mark',
  {
    id: pg.integer('id').primaryKey(),
    checkedAt: pg.timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.check('billboard_schedule_mark_single_row', sql`${t.id} = 1`)],
);
