import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { mfaSessions } from './identity.tables';

export type MfaSessionRow = typeof mfaSessions.$inferSelect;

/** SQL for sign-in steps waiting on an answer (MFA, the first-factor choice, passkeys); every function takes the handle to run on. */
export const mfaSessionRepository = {
  async put(db: Orm, row: MfaSessionRow): Promise<void> {
    await db.insert(mfaSessions).values(row);
  },

  async find(db: Orm, id: string): Promise<MfaSessionRow | undefined> {
    const rows = await db.select().from(mfaSessions).where(eq(mfaSessions.id, id));
    return rows[0];
  },

  /**
   * Moves the session from key `from` to key `to` with its new stage and expiry, only if it is still
   * under `from` (each Session string answers once); the row after the move, or undefined.
   */
  async advance(
    db: Orm,
    from: string,
    to: string,
    change: Pick<MfaSessionRow, 'stage' | 'expiresAt'>,
  ): Promise<MfaSessionRow | undefined> {
    const rows = await db
      .update(mfaSessions)
      .set({ id: to, ...change })
      .where(eq(mfaSessions.id, from))
      .returning();
    return rows[0];
  },

  /** Removes and returns the session: the last step answers once. */
  async take(db: Orm, id: string): Promise<MfaSessionRow | undefined> {
    const rows = await db.delete(mfaSessions).where(eq(mfaSessions.id, id)).returning();
    return rows[0];
  },

  /** Removes and returns the session only if it is `userSub`'s (a passkey registration's challenge). */
  async takeForUser(db: Orm, id: string, userSub: string): Promise<MfaSessionRow | undefined> {
    const rows = await db
      .delete(mfaSessions)
      .where(and(eq(mfaSessions.id, id), eq(mfaSessions.userSub, userSub)))
      .returning();
    return rows[0];
  },

  /** Every step of the user's sign-ins, or only those of one kind. */
  async removeForUser(db: Orm, userSub: string, challenge?: MfaSessionRow['challenge']): Promise<void> {
    const mine = eq(mfaSessions.userSub, userSub);
    await db.delete(mfaSessions).where(challenge ? and(mine, eq(mfaSessions.challenge, challenge)) : mine);
  },

  /** Housekeeping: sessions past their expiry. */
  async prune(db: Orm, now: Date): Promise<number> {
    const rows = await db
      .delete(mfaSessions)
      .where(sql`${mfaSessions.expiresAt} < ${now.toISOString()}::timestamptz`)
      .returning({ id: mfaSessions.id });
    return rows.length;
  },
};
