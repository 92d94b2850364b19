import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { payments } from '../payments/payments.tables';
import { appUsers } from '../users/users.tables';

/**
 * An advertiser's plan: one row per subscription checkout, `pending` until the provider says it is
 * paid; from then on its status, amount and period follow the provider's subscription
 * (docs/product.md, Digital billboard). Payments themselves are rows of the billing ledger.
 */
export const advertiserSubscriptions = pgTable(
  'advertiser_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status').notNull().default('pending'),
    checkoutId: text('checkout_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    customerId: text('customer_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    buyerEmail: text('buyer_email').notNull(),
    buyerName: text('buyer_name').notNull(),
    affiliateId: integer('affiliate_id').references(() => appUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('advertiser_subscriptions_provider_key').on(t.providerSubscriptionId),
    uniqueIndex('advertiser_subscriptions_checkout_key').on(t.checkoutId),
    index('advertiser_subscriptions_user_idx').on(t.userId, t.id),
    check(
      'advertiser_subscriptions_status_check',
      sql`${t.status} in ('pending', 'active', 'past_due', 'cancelled', 'ended')`,
    ),
    check('advertiser_subscriptions_plan_check', sql`${t.plan} in ('monthly', 'yearly')`),
  ],
);

/** A paid invoice of a plan: the advertiser's copy of its billing-ledger row (one per ledger row). */
export const advertiserInvoices = pgTable(
  'advertiser_invoices',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => advertiserSubscriptions.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('advertiser_invoices_subscription_idx').on(t.subscriptionId, t.paidAt)],
);

/** Slot size → storage key of the resized image (an image creative). */
export type CreativeImages = Record<string, string>;

/**
 * An advertiser's creative: an image banner (resized into every slot size) or a text ad, with its
 * target URL and optional schedule. Shown only when approved and its advertiser's plan is serving.
 */
export const billboardCreatives = pgTable(
  'billboard_creatives',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    name: text('name').notNull(),
    headline: text('headline'),
    line: text('line'),
    altText: text('alt_text'),
    targetUrl: text('target_url').notNull(),
    images: jsonb('images').$type<CreativeImages>().notNull().default({}),
    status: text('status').notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The target URL as an admin last approved it: the only address a click link leads to. */
    reviewedTargetUrl: text('reviewed_target_url'),
    /**
     * Moves on when an approval changes the reviewed target; click links sign it with the id, so a
     * link published for an earlier target stops leading anywhere but home. 0: approved before
     * reviewed targets were recorded (links signed by id alone).
     */
    reviewedTargetVersion: integer('reviewed_target_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billboard_creatives_owner_idx').on(t.ownerId, t.id),
    index('billboard_creatives_status_idx').on(t.status, t.id),
    check('billboard_creatives_format_check', sql`${t.format} in ('image', 'text')`),
    check(
      'billboard_creatives_status_check',
      sql`${t.status} in ('draft', 'pending', 'approved', 'rejected', 'paused')`,
    ),
  ],
);

/** Impressions and clicks per creative per UTC day. */
export const billboardCreativeDays = pgTable(
  'billboard_creative_days',
  {
    creativeId: integer('creative_id')
      .notNull()
      .references(() => billboardCreatives.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.creativeId, t.day] })],
);

/**
 * Who was already counted today: a hash of the day's salt, the address and the browser (never the
 * address itself), per creative and kind (impression or click). Rows older than two days are pruned.
 */
export const billboardSeen = pgTable(
  'billboard_seen',
  {
    creativeId: integer('creative_id')
      .notNull()
      .references(() => billboardCreatives.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.creativeId, t.day, t.kind, t.visitor] }), index('billboard_seen_day_idx').on(t.day)],
);

/** One row: when the schedule job last looked for plans and creatives starting or ending. */
export const billboardScheduleMark = pgTable(
  'billboard_schedule_mark',
  {
    id: integer('id').primaryKey(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('billboard_schedule_mark_single_row', sql`${t.id} = 1`)],
);
