import { z } from 'zod';
import { pruneAuditLog } from '../../core/audit/audit-maintenance';
import type { Platform } from '../../core/module';
import { defineJob } from '../../jobs/define-job';

/**
 * Daily, at 03:17 UTC: entries older than AUDIT_RETENTION_DAYS (400) are removed, and the removal is
 * itself an entry (docs/product.md, Audit log). Once a day, so the log holds one such entry a day.
 */
export function auditRetentionJob(platform: Platform) {
  return defineJob(
    'audit.retention',
    z.object({}),
    async () => {
      await pruneAuditLog(platform.audit, platform.orm, platform.now(), platform.config.audit.retentionDays);
    },
    { cron: '17 3 * * *' },
  );
}
