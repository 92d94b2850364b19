import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { webauthnCredentials } from './identity.tables';

export type PasskeyRow = typeof webauthnCredentials.$inferSelect;

const mine = (userSub: string, credentialId: string) =>
  and(eq(webauthnCredentials.userSub, userSub), eq(webauthnCredentials.credentialId, credentialId));

/** SQL for users' passkeys (WebAuthn credentials); every function takes the handle to run on. */
export const passkeyRepository = {
  /** The user's passkeys, oldest first. */
  async list(db: Orm, userSub: string): Promise<PasskeyRow[]> {
    return db
      .select()
      .from(webauthnCredentials)
      .where(eq(webauthnCredentials.userSub, userSub))
      .orderBy(asc(webauthnCredentials.createdAt), asc(webauthnCredentials.credentialId));
  },

  async find(db: Orm, userSub: string, credentialId: string): Promise<PasskeyRow | undefined> {
    const rows = await db.select().from(webauthnCredentials).where(mine(userSub, credentialId));
    return rows[0];
  },

  /** Stores a new passkey; false when its credential id is registered already (to anyone). */
  async insert(db: Orm, row: Omit<PasskeyRow, 'createdAt' | 'lastUsedAt'> & { createdAt: Date }): Promise<boolean> {
    const rows = await db
      .insert(webauthnCredentials)
      .values(row)
      .onConflictDoNothing({ target: webauthnCredentials.credentialId })
      .returning({ credentialId: webauthnCredentials.credentialId });
    return rows.length > 0;
  },

  /** A sign-in with the passkey: its new counter and when. */
  async markUsed(db: Orm, credentialId: string, counter: number, at: Date): Promise<void> {
    await db
      .update(webauthnCredentials)
      .set({ counter, lastUsedAt: at })
      .where(eq(webauthnCredentials.credentialId, credentialId));
  },

  /** Removes one of the user's passkeys; resolves the row it removed, if it was theirs. */
  async remove(db: Orm, userSub: string, credentialId: string): Promise<PasskeyRow | undefined> {
    const rows = await db.delete(webauthnCredentials).where(mine(userSub, credentialId)).returning();
    return rows[0];
  },

  async count(db: Orm, userSub: string): Promise<number> {
    const rows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(webauthnCredentials)
      .where(eq(webauthnCredentials.userSub, userSub));
    return rows[0]?.n ?? 0;
  },
};
