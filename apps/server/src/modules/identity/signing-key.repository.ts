import { eq, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { poolSecrets, signingKeys } from './identity.tables';

export type SigningKeyRow = typeof signingKeys.$inferSelect;

/** SQL for the pool's signing keys and its other generated secrets; every function takes the handle to run on. */
export const signingKeyRepository = {
  list: (db: Orm): Promise<SigningKeyRow[]> => db.select().from(signingKeys),

  async insert(db: Orm, key: Pick<SigningKeyRow, 'kid' | 'privateJwk' | 'publicJwk'>, now: Date): Promise<void> {
    await db.insert(signingKeys).values({ ...key, createdAt: now });
  },

  /** Adds `key` and retires every other active key, in one transaction. */
  async rotate(db: Orm, key: Pick<SigningKeyRow, 'kid' | 'privateJwk' | 'publicJwk'>, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.update(signingKeys).set({ retiredAt: now }).where(isNull(signingKeys.retiredAt));
      await tx.insert(signingKeys).values({ ...key, createdAt: now });
    });
  },

  /** The named secret as stored, creating it from `generate()` the first time (first writer wins across instances). */
  async secret(db: Orm, name: string, generate: () => string): Promise<string> {
    await db.insert(poolSecrets).values({ name, value: generate() }).onConflictDoNothing();
    const rows = await db.select({ value: poolSecrets.value }).from(poolSecrets).where(eq(poolSecrets.name, name));
    const value = rows[0]?.value;
    if (value === undefined) throw new Error(`identity secret ${name} could not be stored`);
    return value;
  },

  /** Every named secret as stored (re-encryption walks them). */
  listSecrets: (db: Orm): Promise<{ name: string; value: string }[]> =>
    db.select({ name: poolSecrets.name, value: poolSecrets.value }).from(poolSecrets),

  /**
   * Replaces a key's stored private part, only if it still holds `previous` (another instance may
   * have done it); true when it did.
   */
  async replacePrivateKey(db: Orm, kid: string, previous: string, next: string): Promise<boolean> {
    const rows = await db
      .update(signingKeys)
      .set({ privateJwk: next })
      .where(sql`${signingKeys.kid} = ${kid} and ${signingKeys.privateJwk} = ${previous}`)
      .returning({ kid: signingKeys.kid });
    return rows.length > 0;
  },

  /** Replaces a named secret's stored value, only if it still holds `previous`; true when it did. */
  async replaceSecret(db: Orm, name: string, previous: string, next: string): Promise<boolean> {
    const rows = await db
      .update(poolSecrets)
      .set({ value: next })
      .where(sql`${poolSecrets.name} = ${name} and ${poolSecrets.value} = ${previous}`)
      .returning({ name: poolSecrets.name });
    return rows.length > 0;
  },

  /** Removes keys retired before `before` (their tokens have all expired). */
  async pruneRetired(db: Orm, before: Date): Promise<number> {
    const rows = await db
      .delete(signingKeys)
      .where(sql`${signingKeys.retiredAt} < ${before.toISOString()}::timestamptz`)
      .returning({ kid: signingKeys.kid });
    return rows.length;
  },
};
