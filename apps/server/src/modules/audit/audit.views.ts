import { auditActionLabel, auditSubjectLabel, type AuditChange, type AuditEntry } from '@meridian/contracts/audit';
import type { AuditRow } from '../../core/audit/audit.tables';
import type { CsvColumn } from '../../lib/csv';

type Values = Record<string, string | number | boolean | null>;

const text = (value: string | number | boolean | null | undefined) =>
  value === undefined || value === null ? null : String(value);

/** The stored before/after summary as one line per field. */
export function changesOf(summary: string): AuditChange[] {
  const parsed = JSON.parse(summary) as { before?: Values; after?: Values };
  const before = parsed.before ?? {};
  const after = parsed.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: text(before[field]), after: text(after[field]) }));
}

/** An entry as the Audit log shows it; `names` holds the people's names now. */
export function toAuditEntry(row: AuditRow, names: ReadonlyMap<number, string>): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: {
      userId: row.actorUserId,
      name: row.actorUserId === null ? null : (names.get(row.actorUserId) ?? null),
      roles: row.actorRoles,
    },
    address: row.address,
    userAgent: row.userAgent,
    action: row.action,
    subject:
      row.subjectType === null ? null : { type: row.subjectType, id: row.subjectId ?? '', label: row.subjectLabel },
    changes: changesOf(row.summary),
    requestId: row.requestId,
  };
}

const who = (entry: AuditEntry) =>
  entry.actor.userId === null ? 'System' : (entry.actor.name ?? `Former account #${entry.actor.userId}`);

const changeText = (change: AuditChange) =>
  change.before === null
    ? `${change.field}: ${change.after ?? ''}`
    : `${change.field}: ${change.before} → ${change.after ?? '(none)'}`;

/** The CSV export's columns: one row per entry, as the page shows it, in UTC. */
export const AUDIT_CSV_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'Entry', value: (e) => e.id },
  { header: 'When (UTC)', value: (e) => e.at },
  { header: 'Who', value: who },
  { header: 'User ID', value: (e) => e.actor.userId ?? '' },
  { header: 'Roles at the time', value: (e) => e.actor.roles.join(' ') },
  { header: 'Address', value: (e) => e.address ?? '' },
  { header: 'Browser', value: (e) => e.userAgent ?? '' },
  { header: 'Action', value: (e) => auditActionLabel(e.action) },
  { header: 'Subject type', value: (e) => (e.subject ? auditSubjectLabel(e.subject.type) : '') },
  { header: 'Subject ID', value: (e) => e.subject?.id ?? '' },
  { header: 'Subject', value: (e) => e.subject?.label ?? '' },
  { header: 'Changes', value: (e) => e.changes.map(changeText).join('; ') },
  { header: 'Request ID', value: (e) => e.requestId ?? '' },
];
