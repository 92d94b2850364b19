import { defineModule, type Platform } from '../../core/module';
import { auditRetentionJob } from './audit.jobs';
import type { AuditPorts } from './audit.ports';
import { auditRoutes } from './audit.routes';
import { createAuditService } from './audit.service';

/**
 * The audit log's read side: the admin's Audit log page, its CSV, and the retention job. Writing an
 * entry is the platform's (`platform.audit.record`, core/audit/), which every module calls.
 */
export function createAuditModule(platform: Platform, deps: AuditPorts) {
  const audit = createAuditService(platform.orm, deps, platform.config.audit.retentionDays);
  return defineModule({
    name: 'audit',
    api: audit,
    routes: (app) => auditRoutes(app, audit),
    jobs: () => [auditRetentionJob(platform)],
  });
}
