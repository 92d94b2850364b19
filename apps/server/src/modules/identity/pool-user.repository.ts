import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { oneTimeCodes, poolUsers } from './identity.tables';
import type { CodePurpose } from './code-sender.service';

export type PoolUserRow = typeof poolUsers.$inferSelect;
export type NewPoolUser = typeof poolUsers.$inferInsert;

export interface Credentials {
  srpSalt: string;
  srpVerifier: string;
  passwordHash: string;
}

/** SQL for the pool's users and their one-time codes; every function takes the handle to run on. */
export const poolUserRepository = {
  async findByUsername(db: Orm, username: string): Promise<PoolUserRow | undefined> {
    const rows = await db.select().from(poolUsers).where(eq(poolUsers.username, username));
    return rows[0];
  },

  async findBySub(db: Orm, sub: string): Promise<PoolUserRow | undefined> {
    const rows = await db.select().from(poolUsers).where(eq(poolUsers.sub, sub));
    return rows[0];
  },

  /** Inserts the user; undefined when the username is taken. */
  async insert(db: Orm, user: NewPoolUser): Promise<PoolUserRow | undefined> {
    try {
      const rows = await db.insert(poolUsers).values(user).returning();
      return rows[0];
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  },

  async setCredentials(
    db: Orm,
    sub: string,
    credentials: Credentials,
    extra: Partial<NewPoolUser> = {},
  ): Promise<void> {
    await db
      .update(poolUsers)
      // New credentials are made with the current username: SRP needs no older name any more.
      .set({ ...credentials, srpUsername: null, ...extra, updatedAt: sql`now()` })
      .where(eq(poolUsers.sub, sub));
  },

  /**
   * Users whose username may not be in today's normal form (written before addresses were
   * normalised): anything beyond printable ASCII, or a trailing dot. The caller decides.
   */
  async possiblyUnnormalised(db: Orm): Promise<{ sub: string; username: string }[]> {
    return db
      .select({ sub: poolUsers.sub, username: poolUsers.username })
      .from(poolUsers)
      .where(sql`${poolUsers.username} ~ '[^ -~]' or ${poolUsers.username} like '%.'`);
  },

  /**
   * Renames the user from `from` to `to` (username and email) unless `to` is taken; the SRP verifier
   * keeps its name in `srp_username`. Resolves whether it was renamed.
   */
  async rename(db: Orm, sub: string, from: string, to: string): Promise<boolean> {
    try {
      const rows = await db
        .update(poolUsers)
        .set({
          username: to,
          email: to,
          srpUsername: sql`coalesce(${poolUsers.srpUsername}, ${poolUsers.username})`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(poolUsers.sub, sub),
            eq(poolUsers.username, from),
            sql`not exists (select 1 from ${poolUsers} taken where taken.username = ${to})`,
          ),
        )
        .returning({ sub: poolUsers.sub });
      return rows.length > 0;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  },

  async confirm(db: Orm, sub: string): Promise<void> {
    await db
      .update(poolUsers)
      .set({ status: 'confirmed', emailVerified: true, updatedAt: sql`now()` })
      .where(eq(poolUsers.sub, sub));
  },

  async setDisabled(db: Orm, sub: string, disabled: boolean): Promise<boolean> {
    const rows = await db
      .update(poolUsers)
      .set({ disabled, updatedAt: sql`now()` })
      .where(eq(poolUsers.sub, sub))
      .returning({ sub: poolUsers.sub });
    return rows.length > 0;
  },

  /** Replaces the user's code for `purpose`, resetting its attempt count. */
  async putCode(db: Orm, userSub: string, purpose: CodePurpose, codeHash: string, expiresAt: Date): Promise<void> {
    await db
      .insert(oneTimeCodes)
      .values({ userSub, purpose, codeHash, expiresAt, attempts: 0 })
      .onConflictDoUpdate({
        target: [oneTimeCodes.userSub, oneTimeCodes.purpose],
        set: { codeHash, expiresAt, attempts: 0, createdAt: sql`now()` },
      });
  },

  /** Counts one attempt at the code and returns it as it now stands (undefined if there is none). */
  async attemptCode(db: Orm, userSub: string, purpose: CodePurpose) {
    const rows = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.userSub, userSub), eq(oneTimeCodes.purpose, purpose)))
      .returning({
        codeHash: oneTimeCodes.codeHash,
        expiresAt: oneTimeCodes.expiresAt,
        attempts: oneTimeCodes.attempts,
      });
    return rows[0];
  },

  /** Housekeeping: codes past their expiry. */
  async pruneExpiredCodes(db: Orm, now: Date): Promise<number> {
    const rows = await db
      .delete(oneTimeCodes)
      .where(sql`${oneTimeCodes.expiresAt} < ${now.toISOString()}::timestamptz`)
      .returning({ userSub: oneTimeCodes.userSub });
    return rows.length;
  },

  async deleteCode(db: Orm, userSub: string, purpose: CodePurpose): Promise<void> {
    await db.delete(oneTimeCodes).where(and(eq(oneTimeCodes.userSub, userSub), eq(oneTimeCodes.purpose, purpose)));
  },
};
