import { and, desc, eq, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { auditLog, type AuditRow } from '../../core/audit/audit.tables';
import type { Orm } from '../../db/database';

export interface AuditQuery {
  actor?: 'system' | number;
  action?: string;
  subjectType?: string;
  subjectId?: string;
  /** UTC days, both included. */
  from?: string;
  to?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function conditions(query: AuditQuery, beforeId?: number): SQL | undefined {
  const where: (SQL | undefined)[] = [
    query.actor === 'system'
      ? isNull(auditLog.actorUserId)
      : query.actor !== undefined
        ? eq(auditLog.actorUserId, query.actor)
        : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.subjectType ? eq(auditLog.subjectType, query.subjectType) : undefined,
    query.subjectId ? eq(auditLog.subjectId, query.subjectId) : undefined,
    query.from ? gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(auditLog.at, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)) : undefined,
    beforeId !== undefined ? lt(auditLog.id, beforeId) : undefined,
  ];
  return and(...where);
}

/** The Audit log's reads, newest first by id (the chain's order). */
export const auditRepository = {
  /** Up to `limit` entries matching `query` with ids below `beforeId` (the previous page's last). */
  page: (db: Orm, query: AuditQuery, limit: number, beforeId?: number): Promise<AuditRow[]> =>
    db.select().from(auditLog).where(conditions(query, beforeId)).orderBy(desc(auditLog.id)).limit(limit),

  /** Every user who acted at least once. */
  async actorIds(db: Orm): Promise<number[]> {
    const rows = await db
      .selectDistinct({ id: auditLog.actorUserId })
      .from(auditLog)
      .where(isNotNull(auditLog.actorUserId));
    return rows.map((row) => row.id).filter((id): id is number => id !== null);
  },
};
