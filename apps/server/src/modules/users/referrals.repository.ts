import { isLegacyReferral, REFERRAL_CODE } from '@meridian/contracts/referral-links-code';
import { ROLES } from '@meridian/contracts/roles';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { appUsers, userRoles } from './users.tables';

/**
 * Who referred someone: a user id the server holds itself (the signed attribution cookie), or a
 * referral as a visitor's link or browser carried it (docs/product.md, Referrals): a referral code,
 * or an old link's user id in digits, which credits only accounts that had links before codes.
 */
export type Referral = number | string | null;

/** Sign-ups a referral brought, per referrer and UTC day. */
export interface ReferredSignUps {
  referredById: number;
  day: string;
  count: number;
}

function referralCondition(referral: Referral): SQL | null {
  if (typeof referral === 'number') return referral > 0 ? eq(appUsers.id, referral) : null;
  if (referral === null) return null;
  if (REFERRAL_CODE.test(referral)) return eq(appUsers.referralCode, referral);
  if (isLegacyReferral(referral))
    return and(eq(appUsers.id, Number(referral)), eq(appUsers.legacyNumericCode, true)) ?? null;
  return null;
}

/** SQL for referrals: who a referral names, each user's referral code, and the sign-ups referrals brought. */
export const referralsRepository = {
  /**
   * The referring affiliate: the user a referral names when they are enabled and hold the Affiliate or
   * Sales role (staff earn commission only when the admin turns it on), otherwise null. A stale or
   * forged referral never blocks a booking. Read on `db`, so a caller's transaction sees it.
   */
  async referringAffiliate(db: Orm, referral: Referral): Promise<number | null> {
    const who = referralCondition(referral);
    if (!who) return null;
    const [row] = await db
      .select({ id: appUsers.id })
      .from(appUsers)
      .innerJoin(userRoles, eq(userRoles.userId, appUsers.id))
      .where(and(who, inArray(userRoles.roleId, [ROLES.Affiliate, ROLES.Sales]), isNull(appUsers.disabledAt)))
      .limit(1);
    return row ? row.id : null;
  },

  /** Each user's referral code, by id. */
  async referralCodesOf(db: Orm, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: appUsers.id, code: appUsers.referralCode })
      .from(appUsers)
      .where(inArray(appUsers.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.code]));
  },

  /** Sign-ups referred by `referredById` (everyone's when absent) from `from` until before `to`, per UTC day. */
  async referredSignUps(db: Orm, range: { from: Date; to: Date; referredById?: number }): Promise<ReferredSignUps[]> {
    const day = sql<string>`to_char(${appUsers.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await db
      .select({ referredById: appUsers.referredById, day, count: sql<number>`count(*)::int` })
      .from(appUsers)
      .where(
        and(
          range.referredById === undefined
            ? sql`${appUsers.referredById} is not null`
            : eq(appUsers.referredById, range.referredById),
          sql`${appUsers.createdAt} >= ${range.from.toISOString()}`,
          sql`${appUsers.createdAt} < ${range.to.toISOString()}`,
        ),
      )
      .groupBy(appUsers.referredById, day);
    return rows.map((row) => ({ referredById: Number(row.referredById), day: row.day, count: Number(row.count) }));
  },
};
