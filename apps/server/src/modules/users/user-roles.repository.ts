import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { toUserRecord, userSelection, type InSameTransaction, type UserRecord, type UserRow } from './users.repository';
import { appUsers, userRoles } from './users.tables';

/** SQL for who holds which role; every function takes the handle to run on (the ORM or a transaction). */
export const userRolesRepository = {
  /** Enabled or not, every user holding one of the roles, oldest first. */
  async holdersOf(db: Orm, roleIds: readonly number[]): Promise<UserRecord[]> {
    const rows = await db
      .select(userSelection)
      .from(appUsers)
      .where(
        sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${appUsers.id} and ${inArray(userRoles.roleId, [...roleIds])})`,
      )
      .orderBy(asc(appUsers.id));
    return rows.map((row) => toUserRecord(row as UserRow));
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
