import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

/**
 * Ten letters from 122 random bits of a v4 UUID, its hex digits read as the sixteen letters a–h, j, k,
 * m, n, p–s (no i, l or o to misread): about 10^12 codes, none of them a number.
 */
const REFERRAL_CODE_DEFAULT = sql`translate(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10), '0123456789', 'ghjkmnpqrs')`;

/** People known to the app: profile and roles. Passwords live only in the identity pool. */
export const appUsers = pg.pgTable(
  'app_users',
  {
    id: pg.serial('id').primaryKey(),
    /** The identity pool's subject id. */
    sub: pg.text('sub').notNull(),
    email: pg.text('email').notNull(),
    firstName: pg.text('first_name').notNull(),
    lastName: pg.text('last_name').notNull(),
    /** Advertiser's chosen plan at sign-up (monthly/yearly); billing comes with the advertiser issue. */
    advertisingPlan: pg.text('advertising_plan'),
    disabledAt: pg.timestamp('disabled_at', { withTimezone: true }),
    /**
     * The user's referral code, in their links and `?ref=` (docs/product.md, Referrals): ten random
     * letters, never digits, so it can be told from the user ids older links carry. Made by the
     * database for every account, whoever inserts it.
     */
    referralCode: pg.text('referral_code').notNull().default(REFERRAL_CODE_DEFAULT),
    /** Links shared before referral codes carried this user's id (`/r/<id>/…`); they still credit the user. */
    legacyNumericCode: pg.boolean('legacy_numeric_code').notNull().default(false),
    /** The affiliate (or sales staff) whose referral link brought this user to sign up. */
    referredById: pg.integer('referred_by_id').references((): pg.AnyPgColumn => appUsers.id, { onDelete: 'set null' }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('app_users_sub_key').on(t.sub),
    pg.uniqueIndex('app_users_email_key').on(sql`lower(${t.email})`),
    pg.uniqueIndex('app_users_referral_code_key').on(t.referralCode),
    pg.index('app_users_created_id_idx').on(t.createdAt, t.id),
    pg.index('app_users_referred_by_idx').on(t.referredById, t.createdAt),
  ],
);

export const userRoles = pg.pgTable(
  'user_roles',
  {
    userId: pg
      .integer('user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    roleId: pg.integer('role_id').notNull(),
    grantedAt: pg.timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    grantedBy: pg.integer('granted_by').references(() => appUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userId, t.roleId] }),
    pg.check('user_roles_role_id_check', sql`${t.roleId} between 1 and 5`),
    pg.index('user_roles_role_idx').on(t.roleId, t.userId),
  ],
);

/** The user who owns a row (docs/product.md, Ownership); their rows go with them. */
export const ownerColumn = () =>
  pg
    .integer('owner_id')
    .notNull()
    .references(() => appUsers.id, { onDelete: 'cascade' });
