import type { AuditEntry } from '@meridian/contracts/audit';
import type { AuditRow } from '../../core/audit/audit.tables';
import type { Orm } from '../../db/database';
import { toCsv } from '../../lib/csv';
import type { AuditPorts } from './audit.ports';
import { auditRepository as repository, type AuditQuery } from './audit.repository';
import { AUDIT_CSV_COLUMNS, toAuditEntry } from './audit.views';

/** The most entries one CSV file holds (the newest that match); a narrower period reaches older ones. */
export const AUDIT_EXPORT_LIMIT = 100_000;
const EXPORT_BATCH = 1_000;

/** The admin's Audit log (docs/product.md, Audit log): the entries page by page, who acted, the CSV. */
export function createAuditService(orm: Orm, deps: AuditPorts, retentionDays: number) {
  async function entries(rows: AuditRow[]): Promise<AuditEntry[]> {
    const ids = [...new Set(rows.map((row) => row.actorUserId).filter((id): id is number => id !== null))];
    const names = ids.length > 0 ? await deps.namesOf(ids) : new Map<number, string>();
    return rows.map((row) => toAuditEntry(row, names));
  }

  return {
    async list(query: AuditQuery & { limit: number; after?: number }) {
      const rows = await repository.page(orm, query, query.limit + 1, query.after);
      const page = rows.slice(0, query.limit);
      return {
        items: await entries(page),
        nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
        retentionDays,
      };
    },

    async actors() {
      const ids = await repository.actorIds(orm);
      const names = ids.length > 0 ? await deps.namesOf(ids) : new Map<number, string>();
      const items = ids.map((userId) => ({ userId, name: names.get(userId) ?? `Former account #${userId}` }));
      return { items: items.sort((a, b) => a.name.localeCompare(b.name)) };
    },

    /** Every matching entry, newest first, up to AUDIT_EXPORT_LIMIT. */
    async exportCsv(query: AuditQuery): Promise<string> {
      const all: AuditEntry[] = [];
      let before: number | undefined;
      while (all.length < AUDIT_EXPORT_LIMIT) {
        const rows = await repository.page(orm, query, EXPORT_BATCH, before);
        all.push(...(await entries(rows)));
        if (rows.length < EXPORT_BATCH) break;
        before = rows.at(-1)?.id;
      }
      return toCsv(AUDIT_CSV_COLUMNS, all.slice(0, AUDIT_EXPORT_LIMIT));
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
