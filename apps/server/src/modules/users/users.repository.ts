import { and, asc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { isUniqueViolation } from '../../db/unique-violation';
import type { RequestUser } from '../../lib/access';
import { appUsers, userRoles } from './users.tables';

/** A user's profile and roles; the same shape the auth plugin attaches to requests. */
export type UserRecord = RequestUser;

export interface NewUser {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  advertisingPlan: string | null;
  roleIds: number[];
  /** The affiliate or sales staff whose referral brought them (docs/product.md, Affiliate commissions and payouts). */
  referredById?: number | null;
}

/** Sign-ups a referral brought, per referrer and UTC day. */
export interface ReferredSignUps {
  referredById: number;
  day: string;
  count: number;
}

export interface UserListQuery {
  search?: string;
  roleId?: number;
  /** Keyset cursor: the last id of the previous page. */
  after?: number;
  limit: number;
}

const roleIdsColumn = sql<number[]>`coalesce(
  (select array_agg(${userRoles.roleId} order by ${userRoles.roleId}) from ${userRoles} where ${userRoles.userId} = ${appUsers.id}),
  '{}'::int[]
)`;

const selection = {
  id: appUsers.id,
  sub: appUsers.sub,
  email: appUsers.email,
  firstName: appUsers.firstName,
  lastName: appUsers.lastName,
  disabledAt: appUsers.disabledAt,
  createdAt: appUsers.createdAt,
  roleIds: roleIdsColumn,
};

type Row = {
  id: number;
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  disabledAt: Date | null;
  createdAt: Date;
  roleIds: number[] | string;
};

function toRecord(row: Row): UserRecord {
  // PGlite and node-postgres both parse int[]; keep a fallback for the text form.
  const roleIds = Array.isArray(row.roleIds)
    ? row.roleIds.map(Number)
    : String(row.roleIds).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return {
    id: row.id,
    sub: row.sub,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    disabled: row.disabledAt !== null,
    roleIds,
    createdAt: row.createdAt,
  };
}

/** Runs on the transaction of a write, after it (e.g. publishing the domain event that reports it). */
export type InSameTransaction<T> = (db: Orm, result: T) => Promise<void>;

async function findWhere(db: Orm, condition: SQL): Promise<UserRecord | undefined> {
  const rows = await db.select(selection).from(appUsers).where(condition).limit(1);
  return rows[0] ? toRecord(rows[0] as Row) : undefined;
}

/** SQL for users and their roles; every function takes the handle to run on (the ORM or a transaction). */
export const usersRepository = {
  findBySub: (db: Orm, sub: string) => findWhere(db, eq(appUsers.sub, sub)),
  findById: (db: Orm, id: number) => findWhere(db, eq(appUsers.id, id)),
  findByEmail: (db: Orm, email: string) => findWhere(db, sql`lower(${appUsers.email}) = lower(${email})`),
  /** A user with the time their profile last changed (the stripe-connect lookup shows it). */
  async findWithUpdatedAt(
    db: Orm,
    id: number,
  ): Promise<(UserRecord & { updatedAt: Date; referredById: number | null }) | undefined> {
    const rows = await db
      .select({ ...selection, updatedAt: appUsers.updatedAt, referredById: appUsers.referredById })
      .from(appUsers)
      .where(eq(appUsers.id, id))
      .limit(1);
    const row = rows[0];
    return row ? { ...toRecord(row as Row), updatedAt: row.updatedAt, referredById: row.referredById } : undefined;
  },

  /** The plan an advertiser chose at sign-up (monthly or yearly), null for none. */
  async advertisingPlan(db: Orm, userId: number): Promise<string | null> {
    const [row] = await db.select({ plan: appUsers.advertisingPlan }).from(appUsers).where(eq(appUsers.id, userId));
    return row?.plan ?? null;
  },

  /** Enabled or not, every user holding one of the roles, oldest first. */
  async holdersOf(db: Orm, roleIds: readonly number[]): Promise<UserRecord[]> {
    const rows = await db
      .select(selection)
      .from(appUsers)
      .where(
        sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${appUsers.id} and ${inArray(userRoles.roleId, [...roleIds])})`,
      )
      .orderBy(asc(appUsers.id));
    return rows.map((row) => toRecord(row as Row));
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

  /**
   * Profiles whose address may not be in today's normal form (stored before addresses were
   * normalised): anything beyond printable ASCII, or a trailing dot. The caller decides.
   */
  async possiblyUnnormalisedEmails(db: Orm): Promise<{ id: number; email: string }[]> {
    return db
      .select({ id: appUsers.id, email: appUsers.email })
      .from(appUsers)
      .where(sql`${appUsers.email} ~ '[^ -~]' or ${appUsers.email} like '%.'`);
  },

  /** Changes the address from `from` to `to` unless another profile has `to` (any case); resolves whether it did. */
  async renameEmail(db: Orm, id: number, from: string, to: string): Promise<boolean> {
    try {
      const rows = await db
        .update(appUsers)
        .set({ email: to, updatedAt: sql`now()` })
        .where(
          and(
            eq(appUsers.id, id),
            eq(appUsers.email, from),
            sql`not exists (select 1 from ${appUsers} taken where lower(taken.email) = lower(${to}) and taken.id <> ${id})`,
          ),
        )
        .returning({ id: appUsers.id });
      return rows.length > 0;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  },

  /** Inserts the user and its roles in one transaction; null when the sub or email exists. */
  async insert(db: Orm, user: NewUser, then?: InSameTransaction<UserRecord>): Promise<UserRecord | null> {
    return db.transaction(async (tx) => {
      const inserted = await tx
        .insert(appUsers)
        .values({
          sub: user.sub,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          advertisingPlan: user.advertisingPlan,
          referredById: user.referredById ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: appUsers.id });
      const id = inserted[0]?.id;
      if (id === undefined) return null;
      if (user.roleIds.length > 0) {
        await tx.insert(userRoles).values(user.roleIds.map((roleId) => ({ userId: id, roleId })));
      }
      const rows = await tx.select(selection).from(appUsers).where(eq(appUsers.id, id));
      const created = toRecord(rows[0] as Row);
      await then?.(tx, created);
      return created;
    });
  },

  /** Replaces the user's roles with exactly these. */
  async setRoles(
    db: Orm,
    userId: number,
    roleIds: number[],
    grantedBy: number | null,
    then?: InSameTransaction<number[]>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(userRoles).where(eq(userRoles.userId, userId));
      if (roleIds.length > 0) {
        await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId, grantedBy })));
      }
      await tx
        .update(appUsers)
        .set({ updatedAt: sql`now()` })
        .where(eq(appUsers.id, userId));
      await then?.(tx, roleIds);
    });
  },

  async setDisabled(db: Orm, userId: number, disabled: boolean): Promise<void> {
    await db
      .update(appUsers)
      .set({ disabledAt: disabled ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(appUsers.id, userId));
  },

  async updateSub(db: Orm, userId: number, sub: string): Promise<void> {
    await db
      .update(appUsers)
      .set({ sub, updatedAt: sql`now()` })
      .where(eq(appUsers.id, userId));
  },

  async list(db: Orm, query: UserListQuery): Promise<UserRecord[]> {
    const conditions: SQL[] = [];
    if (query.search) {
      const pattern = containsPattern(query.search);
      conditions.push(
        or(
          ilike(appUsers.email, pattern),
          ilike(appUsers.firstName, pattern),
          ilike(appUsers.lastName, pattern),
        ) as SQL,
      );
    }
    if (query.roleId !== undefined) {
      conditions.push(
        inArray(
          appUsers.id,
          db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, query.roleId)),
        ),
      );
    }
    if (query.after !== undefined) conditions.push(gt(appUsers.id, query.after));
    const rows = await db
      .select(selection)
      .from(appUsers)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(appUsers.id))
      .limit(query.limit);
    return rows.map((row) => toRecord(row as Row));
  },

  /** Ids of the enabled users holding a role, oldest first. */
  async enabledIdsWithRole(db: Orm, roleId: number): Promise<number[]> {
    const rows = await db
      .select({ id: appUsers.id })
      .from(appUsers)
      .innerJoin(userRoles, and(eq(userRoles.userId, appUsers.id), eq(userRoles.roleId, roleId)))
      .where(isNull(appUsers.disabledAt))
      .orderBy(asc(appUsers.id));
    return rows.map((row) => row.id);
  },
};
