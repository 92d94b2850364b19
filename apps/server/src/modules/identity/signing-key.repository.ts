import { eq, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { poolSecrets, signingKeys } from './identity.tables';

export type SigningKeyRow = typeof signingKeys.$inferSelect;

/** SQL for the pool's signing keys and its other generated secrets. */
export function createSigningKeyRepository(orm: Orm) {
  return {
    list: (): Promise<SigningKeyRow[]> => orm.select().from(signingKeys),

    async insert(key: Pick<SigningKeyRow, 'kid' | 'privateJwk' | 'publicJwk'>, now: Date): Promise<void> {
      await orm.insert(signingKeys).values({ ...key, createdAt: now });
    },

    /** Adds `key` and retires every other active key, in one transaction. */
    async rotate(key: Pick<SigningKeyRow, 'kid' | 'privateJwk' | 'publicJwk'>, now: Date): Promise<void> {
      await orm.transaction(async (tx) => {
        await tx.update(signingKeys).set({ retiredAt: now }).where(isNull(signingKeys.retiredAt));
        await tx.insert(signingKeys).values({ ...key, createdAt: now });
      });
    },

    /** The named secret as stored, creating it from `generate()` the first time (first writer wins across instances). */
    async secret(name: string, generate: () => string): Promise<string> {
      await orm.insert(poolSecrets).values({ name, value: generate() }).onConflictDoNothing();
      const rows = await orm.select({ value: poolSecrets.value }).from(poolSecrets).where(eq(poolSecrets.name, name));
      const value = rows[0]?.value;
      if (value === undefined) throw new Error(`identity secret ${name} could not be stored`);
      return value;
    },

    /** Replaces a key's stored private part, only if it still holds `previous` (another instance may have done it). */
    async replacePrivateKey(kid: string, previous: string, next: string): Promise<void> {
      await orm
        .update(signingKeys)
        .set({ privateJwk: next })
        .where(sql`${signingKeys.kid} = ${kid} and ${signingKeys.privateJwk} = ${previous}`);
    },

    /** Replaces a named secret's stored value, only if it still holds `previous`. */
    async replaceSecret(name: string, previous: string, next: string): Promise<void> {
      await orm
        .update(poolSecrets)
        .set({ value: next })
        .where(sql`${poolSecrets.name} = ${name} and ${poolSecrets.value} = ${previous}`);
    },

    /** Removes keys retired before `before` (their tokens have all expired). */
    async pruneRetired(before: Date): Promise<number> {
      const rows = await orm
        .delete(signingKeys)
        .where(sql`${signingKeys.retiredAt} < ${before.toISOString()}::timestamptz`)
        .returning({ kid: signingKeys.kid });
      return rows.length;
    },
  };
}
export type SigningKeyRepository = ReturnType<typeof createSigningKeyRepository>;
