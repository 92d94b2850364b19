import { asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { GENESIS_HASH, entryHash } from './audit-chain';
import { auditLog, type AuditRow, type NewAuditRow } from './audit.tables';

export type AuditDraft = Omit<NewAuditRow, 'id' | 'prevHash' | 'hash'>;

/** The setting the trigger reads: entries before this instant may be deleted, in this transaction only. */
const RETENTION_SETTING = 'meridian.audit_retention_before';

async function rows<T>(db: Orm, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The chain's appends take turns: one transaction-level lock for every instance. */
async function lockChain(db: Orm): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('meridian.audit-log', 0))`);
}

async function lastHash(db: Orm): Promise<string> {
  const [last] = await db.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return last?.hash ?? GENESIS_HASH;
}

export const auditLogRepository = {
  /**
   * Appends an entry to the chain inside `db`'s transaction (a savepoint of it; a transaction of its
   * own on the bare handle). The lock is held until that transaction ends, so the next append, on any
   * instance, reads this entry's hash once it is committed, or the one before if it rolled back.
   */
  async append(db: Orm, draft: AuditDraft): Promise<AuditRow> {
    return db.transaction(async (tx) => {
      await lockChain(tx);
      const prevHash = await lastHash(tx);
      const [next] = await rows<{ id: string | number }>(
        tx,
        sql`select nextval(pg_get_serial_sequence('audit_log', 'id')) as id`,
      );
      const unhashed = {
        id: Number(next?.id),
        at: draft.at,
        actorUserId: draft.actorUserId ?? null,
        actorRoles: draft.actorRoles,
        address: draft.address ?? null,
        userAgent: draft.userAgent ?? null,
        action: draft.action,
        subjectType: draft.subjectType ?? null,
        subjectId: draft.subjectId ?? null,
        subjectLabel: draft.subjectLabel ?? null,
        summary: draft.summary,
        requestId: draft.requestId ?? null,
        prevHash,
      };
      const row = { ...unhashed, hash: entryHash(unhashed) };
      await tx.insert(auditLog).values(row);
      return row;
    });
  },

  /**
   * The retention job's delete: entries written before `cutoff`, with the trigger's permission set
   * for this transaction alone; then `record` appends the job's own entry, told how many went and the
   * previous hash the oldest remaining entry carries (the chain's new anchor).
   */
  async prune(db: Orm, cutoff: Date, record: (tx: Orm, deleted: number, anchor: string) => Promise<void>) {
    return db.transaction(async (tx) => {
      await lockChain(tx);
      await tx.execute(sql`select set_config(${RETENTION_SETTING}, ${cutoff.toISOString()}, true)`);
      const [counted] = await rows<{ deleted: string | number }>(
        tx,
        sql`with removed as (delete from ${auditLog} where ${lt(auditLog.at, cutoff)} returning 1)
            select count(*) as deleted from removed`,
      );
      await tx.execute(sql`select set_config(${RETENTION_SETTING}, '', true)`);
      const deleted = Number(counted?.deleted ?? 0);
      if (deleted === 0) return 0;
      const [first] = await tx
        .select({ prevHash: auditLog.prevHash })
        .from(auditLog)
        .orderBy(asc(auditLog.id))
        .limit(1);
      await record(tx, deleted, first?.prevHash ?? GENESIS_HASH);
      return deleted;
    });
  },

  /** Up to `limit` entries after `afterId`, oldest first (the chain's order). */
  page: (db: Orm, afterId: number, limit: number): Promise<AuditRow[]> =>
    db.select().from(auditLog).where(gt(auditLog.id, afterId)).orderBy(asc(auditLog.id)).limit(limit),

  /** The newest entry of an action (the last removal of old entries, for its anchor). */
  async latestOf(db: Orm, action: string): Promise<AuditRow | undefined> {
    const [row] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  },
};
