import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { familiarAddresses, poolUsers } from './identity.tables';

/** SQL for the addresses each account signed in from (docs/product.md, Identity); every function takes the handle. */
export const familiarAddressRepository = {
  /** Whether the account named `username` signed in from the hashed address after `since`. */
  async isFamiliar(db: Orm, username: string, addressHash: string, since: Date): Promise<boolean> {
    const rows = await db
      .select({ hash: familiarAddresses.addressHash })
      .from(familiarAddresses)
      .innerJoin(poolUsers, eq(poolUsers.sub, familiarAddresses.userSub))
      .where(
        and(
          eq(poolUsers.username, username),
          eq(familiarAddresses.addressHash, addressHash),
          gt(familiarAddresses.lastSignedInAt, since),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** Records a sign-in from the hashed address now. */
  async remember(db: Orm, userSub: string, addressHash: string, at: Date): Promise<void> {
    await db
      .insert(familiarAddresses)
      .values({ userSub, addressHash, lastSignedInAt: at })
      .onConflictDoUpdate({
        target: [familiarAddresses.userSub, familiarAddresses.addressHash],
        set: { lastSignedInAt: sql`greatest(${familiarAddresses.lastSignedInAt}, excluded.last_signed_in_at)` },
      });
  },

  /** Housekeeping: addresses not signed in from since `before`. */
  async prune(db: Orm, before: Date): Promise<number> {
    const rows = await db
      .delete(familiarAddresses)
      .where(lt(familiarAddresses.lastSignedInAt, before))
      .returning({ sub: familiarAddresses.userSub });
    return rows.length;
  },
};
