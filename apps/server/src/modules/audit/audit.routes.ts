import { AUDIT_EXPORT_PATH, auditFilterSchema, listAuditActors, listAuditEntries } from '@meridian/contracts/audit';
import type { FastifyInstance } from 'fastify';
import { rolesOnly } from '../../lib/access';
import { registerCsvExport } from '../../lib/csv-route';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { AuditService } from './audit.service';

const ADMIN = rolesOnly('Admin');

/** The Audit log's API: admins only. Its CSV download is itself recorded (lib/csv-route.ts). */
export function auditRoutes(app: FastifyInstance, audit: AuditService): void {
  registerEndpoint(app, listAuditEntries, { access: ADMIN }, ({ query }) => audit.list(query));
  registerEndpoint(app, listAuditActors, { access: ADMIN }, () => audit.actors());
  registerCsvExport(
    app,
    { path: AUDIT_EXPORT_PATH, access: ADMIN, query: auditFilterSchema, fileName: 'audit-log' },
    (query) => audit.exportCsv(query),
  );
}
