import type { CleanupTask } from '../../jobs/housekeeping.jobs';
import { defineScheduledJob } from '../../jobs/define-job';
import type { Rollups } from './rollups.service';

export const KPI_ROLLUP_JOB = 'kpi-rollup';

/**
 * Every 15 minutes the daily rollups of the days since the last run are recomputed from the raw
 * visits (docs/decisions/2026-11-23-kpi-rollups.md). A run is idempotent and one transaction; a run
 * that collides with another fails and is retried.
 */
export const kpiRollupJob = (rollups: Rollups) =>
  defineScheduledJob(KPI_ROLLUP_JOB, '*/15 * * * *', () => rollups.roll(), {
    retry: { limit: 3, delaySeconds: 60 },
  });

/** Housekeeping (every 15 minutes): raw visits older than the retention setting go; rollups stay. */
export const visitRetention = (rollups: Rollups): CleanupTask => ({ name: 'kpi-visits', run: rollups.prune });
