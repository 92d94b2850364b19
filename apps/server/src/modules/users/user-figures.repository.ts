import { inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { dayAt, dayBucket, inRange, type DayRange } from '../../db/local-day';
import { appUsers, userRoles } from './users.tables';

/** Accounts for the KPI (docs/product.md, KPI and visit counting): sign-ups by day and role. */
export const userFigures = {
  async signUpsDaily(db: Orm, range: DayRange) {
    const rows = await db
      .select({ bucket: dayBucket(appUsers.createdAt, range), count: sql<number>`count(*)::int` })
      .from(appUsers)
      .where(inRange(appUsers.createdAt, range))
      .groupBy(sql`1`);
    return rows.map((row) => ({ day: dayAt(range, row.bucket), count: Number(row.count) }));
  },

  /** Accounts created in the range per role they hold now (null: no role); one with two roles counts under each. */
  async signUpsByRole(db: Orm, range: DayRange) {
    const rows = await db
      .select({ roleId: userRoles.roleId, count: sql<number>`count(*)::int` })
      .from(appUsers)
      .leftJoin(userRoles, sql`${userRoles.userId} = ${appUsers.id}`)
      .where(inRange(appUsers.createdAt, range))
      .groupBy(userRoles.roleId);
    return rows.map((row) => ({ roleId: row.roleId, count: Number(row.count) }));
  },

  /** "First Last" of each user, by id. */
  async namesOf(db: Orm, ids: number[]) {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await db
      .select({ id: appUsers.id, firstName: appUsers.firstName, lastName: appUsers.lastName })
      .from(appUsers)
      .where(inArray(appUsers.id, ids));
    return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
  },
};
