import { lt } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { spentChallenges } from './spent-challenges.tables';

export const spentChallengesRepository = {
  /** Marks a challenge redeemed; false when it already was (a replay). */
  async spend(db: Orm, signature: string, expiresAt: Date): Promise<boolean> {
    const rows = await db
      .insert(spentChallenges)
      .values({ signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: spentChallenges.signature });
    return rows.length === 1;
  },

  /** Forgets challenges that have expired (they are refused by their age now). */
  async pruneExpired(db: Orm, now: Date): Promise<number> {
    const rows = await db
      .delete(spentChallenges)
      .where(lt(spentChallenges.expiresAt, now))
      .returning({ signature: spentChallenges.signature });
    return rows.length;
  },
};
