import { asc, desc, gt } from 'drizzle-orm';
import { auditLog, type AuditRow } from '../src/core/audit/audit.tables';
import type { TestApp } from './test-app';

/** The id of the newest audit entry (0 when there is none): later entries are what a step wrote. */
export async function auditMark(t: Pick<TestApp, 'database'>): Promise<number> {
  const [last] = await t.database.db.orm.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return last?.id ?? 0;
}

/** Every audit entry written after `mark`, oldest first. */
export function auditSince(t: Pick<TestApp, 'database'>, mark: number): Promise<AuditRow[]> {
  return t.database.db.orm.select().from(auditLog).where(gt(auditLog.id, mark)).orderBy(asc(auditLog.id));
}

/** The entries `step` wrote, oldest first. */
export async function auditOf(t: Pick<TestApp, 'database'>, step: () => Promise<unknown>): Promise<AuditRow[]> {
  const mark = await auditMark(t);
  await step();
  return auditSince(t, mark);
}
