import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { softwareTokens } from './identity.tables';

export type SoftwareTokenRow = typeof softwareTokens.$inferSelect;
type SealedColumn = 'secret' | 'pendingSecret';

/** SQL for users' authenticators (TOTP MFA); every function takes the handle to run on. */
export const softwareTokenRepository = {
  async find(db: Orm, userSub: string): Promise<SoftwareTokenRow | undefined> {
    const rows = await db.select().from(softwareTokens).where(eq(softwareTokens.userSub, userSub));
    return rows[0];
  },

  /** Stores a newly associated secret (sealed); the verified one, if any, keeps working meanwhile. */
  async putPending(db: Orm, userSub: string, sealed: string): Promise<void> {
    await db
      .insert(softwareTokens)
      .values({ userSub, pendingSecret: sealed })
      .onConflictDoUpdate({
        target: softwareTokens.userSub,
        set: { pendingSecret: sealed, updatedAt: sql`now()` },
      });
  },

  /**
   * The pending secret becomes the verified one, and `step` the last accepted, if the row still
   * holds `pending` (no newer association meanwhile); true when it did.
   */
  async promotePending(
    db: Orm,
    userSub: string,
    pending: string,
    step: number,
    friendlyName: string | null,
  ): Promise<boolean> {
    const rows = await db
      .update(softwareTokens)
      .set({ secret: pending, pendingSecret: null, lastStep: step, friendlyName, updatedAt: sql`now()` })
      .where(and(eq(softwareTokens.userSub, userSub), eq(softwareTokens.pendingSecret, pending)))
      .returning({ userSub: softwareTokens.userSub });
    return rows.length > 0;
  },

  /** Records `step` as used, only if it is later than the last one used: each code counts once. */
  async acceptStep(db: Orm, userSub: string, step: number): Promise<boolean> {
    const rows = await db
      .update(softwareTokens)
      .set({ lastStep: step })
      .where(
        and(
          eq(softwareTokens.userSub, userSub),
          or(isNull(softwareTokens.lastStep), lt(softwareTokens.lastStep, step)),
        ),
      )
      .returning({ userSub: softwareTokens.userSub });
    return rows.length > 0;
  },

  async setPreference(db: Orm, userSub: string, enabled: boolean, preferred: boolean): Promise<void> {
    await db
      .update(softwareTokens)
      .set({ enabled, preferred: enabled && preferred, updatedAt: sql`now()` })
      .where(eq(softwareTokens.userSub, userSub));
  },

  /** Forgets the user's authenticator; resolves the row it removed, if there was one. */
  async remove(db: Orm, userSub: string): Promise<SoftwareTokenRow | undefined> {
    const rows = await db.delete(softwareTokens).where(eq(softwareTokens.userSub, userSub)).returning();
    return rows[0];
  },

  /** Every stored value of one sealed column (re-encryption walks them). */
  async listSealed(db: Orm, column: SealedColumn): Promise<{ userSub: string; value: string }[]> {
    const rows = await db
      .select({ userSub: softwareTokens.userSub, value: softwareTokens[column] })
      .from(softwareTokens)
      .where(isNotNull(softwareTokens[column]));
    return rows.flatMap((row) => (row.value === null ? [] : [{ userSub: row.userSub, value: row.value }]));
  },

  /** Replaces one sealed value, only if the row still holds `previous`; true when it did. */
  async replaceSealed(db: Orm, column: SealedColumn, userSub: string, previous: string, next: string) {
    const rows = await db
      .update(softwareTokens)
      .set({ [column]: next })
      .where(and(eq(softwareTokens.userSub, userSub), eq(softwareTokens[column], previous)))
      .returning({ userSub: softwareTokens.userSub });
    return rows.length > 0;
  },
};
