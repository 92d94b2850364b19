import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { appUsers } from './users.tables';

/** SQL for bringing stored addresses to today's normal form (docs/decisions/2026-11-27-address-normalisation.md). */
export const userEmailsRepository = {
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
};
