import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { registrations } from '../rsvp/rsvp.tables';
import { appUsers } from '../users/users.tables';

/**
 * A promo code (docs/product.md, Promo codes). `usesCount` is the seats held or paid with it, kept
 * under the row's lock by the booking that takes a use and the hold's end that gives it back.
 */
export const promoCodes = pg.pgTable(
  'promo_codes',
  {
    id: pg.serial('id').primaryKey(),
    /** Upper case; unique. */
    code: pg.text('code').notNull(),
    discountType: pg.text('discount_type').notNull(),
    percentOff: pg.integer('percent_off'),
    amountOffCents: pg.integer('amount_off_cents'),
    allSessions: pg.boolean('all_sessions').notNull().default(true),
    sessionIds: pg.integer('session_ids').array().notNull().default([]),
    validFrom: pg.timestamp('valid_from', { withTimezone: true }),
    validUntil: pg.timestamp('valid_until', { withTimezone: true }),
    maxUses: pg.integer('max_uses'),
    maxUsesPerEmail: pg.integer('max_uses_per_email'),
    affiliateId: pg.integer('affiliate_id').references(() => appUsers.id, { onDelete: 'set null' }),
    status: pg.text('status').notNull().default('active'),
    /** `admin` (Manage Events) or `affiliate` (the affiliate's own, made under Links: one each). */
    madeBy: pg.text('made_by').notNull().default('admin'),
    usesCount: pg.integer('uses_count').notNull().default(0),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('promo_codes_code_idx').on(t.code),
    pg.check('promo_codes_uses_check', sql`${t.usesCount} >= 0`),
    pg.check('promo_codes_made_by_check', sql`${t.madeBy} in ('admin', 'affiliate')`),
    // An affiliate makes one code of their own; the admin's codes for them are not limited.
    pg
      .uniqueIndex('promo_codes_own_code_idx')
      .on(t.affiliateId)
      .where(sql`${t.madeBy} = 'affiliate'`),
  ],
);

/** One seat booked with a code: `held` until paid (`paid`) or released unpaid (`released`, its use given back). */
export const promoCodeRedemptions = pg.pgTable(
  'promo_code_redemptions',
  {
    id: pg.serial('id').primaryKey(),
    promoCodeId: pg
      .integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    registrationId: pg
      .integer('registration_id')
      .notNull()
      .references(() => registrations.id),
    email: pg.text('email').notNull(),
    fullAmountCents: pg.integer('full_amount_cents').notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    status: pg.text('status').notNull().default('held'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: pg.timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('promo_code_redemptions_registration_idx').on(t.registrationId),
    pg.index('promo_code_redemptions_code_email_idx').on(t.promoCodeId, t.email),
  ],
);
