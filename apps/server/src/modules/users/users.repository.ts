import { and, asc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
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

/** The columns of a UserRecord (with its role ids); read them with toUserRecord. */
export const userSelection = {
  id: appUsers.id,
  sub: appUsers.sub,
  email: appUsers.email,
  firstName: appUsers.firstName,
  lastName: appUsers.lastName,
  disabledAt: appUsers.disabledAt,
  createdAt: appUsers.createdAt,
  roleIds: roleIdsColumn,
};

export type UserRow = {
  id: number;
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  disabledAt: Date | null;
  createdAt: Date;
  roleIds: number[] | string;
};

export function toUserRecord(row: UserRow): UserRecord {
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
  const rows = await db.select(userSelection).from(appUsers).where(condition).limit(1);
  return rows[0] ? toUserRecord(rows[0] as UserRow) : undefined;
}

/** SQL for users' profiles (their roles: user-roles.repository.ts); every function takes the handle to run on (the ORM or a transaction). */
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
      .select({ ...userSelection, updatedAt: appUsers.updatedAt, referredById: appUsers.referredById })
      .from(appUsers)
      .where(eq(appUsers.id, id))
      .limit(1);
    const row = rows[0];
    return row
      ? { ...toUserRecord(row as UserRow), updatedAt: row.updatedAt, referredById: row.referredById }
      : undefined;
  },

  /** The plan an advertiser chose at sign-up (monthly or yearly), null for none. */
  async advertisingPlan(db: Orm, userId: number): Promise<string | null> {
    const [row] = await db.select({ plan: appUsers.advertisingPlan }).from(appUsers).where(eq(appUsers.id, userId));
    return row?.plan ?? null;
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
      const rows = await tx.select(userSelection).from(appUsers).where(eq(appUsers.id, id));
      const created = toUserRecord(rows[0] as UserRow);
      await then?.(tx, created);
      return created;
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
      .select(userSelection)
      .from(appUsers)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(appUsers.id))
      .limit(query.limit);
    return rows.map((row) => toUserRecord(row as UserRow));
  },
};
