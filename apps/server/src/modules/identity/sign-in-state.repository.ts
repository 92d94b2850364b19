import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { attemptCounters, srpChallenges } from './identity.tables';
import type { FailureRecord } from './lockout-policy.rules';

export type SrpChallengeRow = typeof srpChallenges.$inferSelect;

function toRecord(row: typeof attemptCounters.$inferSelect): FailureRecord {
  return {
    failures: row.failures,
    firstFailureAt: row.firstFailureAt.getTime(),
    lastFailureAt: row.lastFailureAt.getTime(),
    lockedUntil: row.lockedUntil?.getTime() ?? null,
  };
}

/** SQL for state between sign-in requests (pending SRP challenges, failure counters); every function takes the handle to run on. */
export const signInStateRepository = {
  async putChallenge(db: Orm, challenge: SrpChallengeRow): Promise<void> {
    await db.insert(srpChallenges).values(challenge);
  },

  /** Removes and returns the challenge: each SECRET_BLOCK answers once. */
  async takeChallenge(db: Orm, id: string): Promise<SrpChallengeRow | undefined> {
    const rows = await db.delete(srpChallenges).where(eq(srpChallenges.id, id)).returning();
    return rows[0];
  },

  async failures(db: Orm, key: string): Promise<FailureRecord | undefined> {
    const rows = await db.select().from(attemptCounters).where(eq(attemptCounters.key, key));
    return rows[0] ? toRecord(rows[0]) : undefined;
  },

  /**
   * Replaces the key's record with `next(current)`, serialised across instances: the row is
   * created empty if missing, then locked for the update.
   */
  async updateFailures(
    db: Orm,
    key: string,
    now: Date,
    next: (current: FailureRecord | undefined) => FailureRecord,
  ): Promise<FailureRecord> {
    const [record] = await signInStateRepository.updateFailuresTogether(db, [key], now, ([current]) => [next(current)]);
    return record as FailureRecord;
  },

  /**
   * The same for several keys in one transaction: `next` sees every current record (in the order of
   * `keys`) and answers the new ones, or throws to change none. Rows are locked in key order, so
   * two callers never wait on each other in a cycle.
   */
  async updateFailuresTogether(
    db: Orm,
    keys: readonly string[],
    now: Date,
    next: (current: (FailureRecord | undefined)[]) => FailureRecord[],
  ): Promise<FailureRecord[]> {
    return db.transaction(async (tx) => {
      await tx
        .insert(attemptCounters)
        .values(keys.map((key) => ({ key, failures: 0, firstFailureAt: now, lastFailureAt: now })))
        .onConflictDoNothing();
      const rows = await tx
        .select()
        .from(attemptCounters)
        .where(inArray(attemptCounters.key, [...keys]))
        .orderBy(asc(attemptCounters.key))
        .for('update');
      const current = keys.map((key) => {
        const row = rows.find((candidate) => candidate.key === key);
        return row && row.failures > 0 ? toRecord(row) : undefined;
      });
      const records = next(current);
      for (const [index, key] of keys.entries()) {
        const record = records[index];
        if (!record) continue;
        await tx
          .update(attemptCounters)
          .set({
            failures: record.failures,
            firstFailureAt: new Date(record.firstFailureAt),
            lastFailureAt: new Date(record.lastFailureAt),
            lockedUntil: record.lockedUntil === null ? null : new Date(record.lockedUntil),
          })
          .where(eq(attemptCounters.key, key));
      }
      return records;
    });
  },

  async clearFailures(db: Orm, key: string): Promise<void> {
    await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
  },

  /** Housekeeping: challenges past their expiry and counters quiet for longer than `quietBefore`. */
  async prune(db: Orm, now: Date, quietBefore: Date): Promise<number> {
    const challenges = await db
      .delete(srpChallenges)
      .where(sql`${srpChallenges.expiresAt} < ${now.toISOString()}::timestamptz`)
      .returning({ id: srpChallenges.id });
    const counters = await db
      .delete(attemptCounters)
      .where(sql`${attemptCounters.lastFailureAt} < ${quietBefore.toISOString()}::timestamptz`)
      .returning({ key: attemptCounters.key });
    return challenges.length + counters.length;
  },
};
