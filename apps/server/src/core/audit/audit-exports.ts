import type { Orm } from '../../db/database';
import type { ExportRecorder } from '../../lib/csv-route';
import type { AuditTrail, AuditValue } from './audit-trail';

function filterText(value: unknown): AuditValue {
  if (value === undefined || value === null) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** Every CSV download (lib/csv-route.ts) as an audit entry: the file and the filters it was made with. */
export function auditedExports(trail: AuditTrail, orm: Orm): ExportRecorder {
  return {
    recordExport: (file, filters) =>
      trail.record(orm, {
        action: 'export.downloaded',
        subject: { type: 'export', id: file, label: `${file}.csv` },
        after: Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, filterText(value)])),
      }),
  };
}
