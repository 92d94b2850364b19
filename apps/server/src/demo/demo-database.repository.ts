import { asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { contacts } from '../modules/contacts/contacts.tables';
import { newsletterSubscribers } from '../modules/newsletter/newsletter.tables';
import { registrations } from '../modules/rsvp/rsvp.tables';
import { appUsers, userRoles } from '../modules/users/users.tables';

/** Database-wide statements of the demo seeding. */
export const demoDatabase = {
  /** Whether the tables the demo fills hold any row already (the demo fills only an empty database). */
  async hasData(db: Orm): Promise<boolean> {
    for (const table of [registrations, contacts, newsletterSubscribers]) {
      const found = await db.select({ id: table.id }).from(table).limit(1);
      if (found.length > 0) return true;
    }
    return false;
  },

  /** The first (lowest id) user holding each role: the demo's sign-in per role. */
  async firstOfEachRole(db: Orm): Promise<{ roleId: number; userId: number; email: string }[]> {
    const rows = await db
      .selectDistinctOn([userRoles.roleId], { roleId: userRoles.roleId, userId: appUsers.id, email: appUsers.email })
      .from(userRoles)
      .innerJoin(appUsers, eq(appUsers.id, userRoles.userId))
      .orderBy(asc(userRoles.roleId), asc(appUsers.id));
    return rows;
  },

  /** Points a demo user at their user-pool account (demo users are made with a sub no pool knows). */
  async linkSub(db: Orm, userId: number, sub: string): Promise<void> {
    await db.update(appUsers).set({ sub }).where(eq(appUsers.id, userId));
  },

  /**
   * After the bulk inserts, what autovacuum would do within minutes: fresh planner statistics, so
   * the first queries use the indexes, and the visibility map, so queries the indexes cover (the
   * KPI's) read no table pages. Not in a transaction (VACUUM cannot run in one).
   */
  async vacuumAnalyze(db: Orm): Promise<void> {
    await db.execute(sql`vacuum analyze`);
  },
};
