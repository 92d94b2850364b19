import type { Orm } from '../db/database';
import { maintenanceRepository } from './maintenance.repository';
import { defineScheduledJob } from './define-job';

/** One cleanup step; returns how many rows it removed. Later modules add their own. */
export interface CleanupTask {
  name: string;
  run(orm: Orm): Promise<number>;
}

export const HOUSEKEEPING_JOB = 'housekeeping';
const KEEP_RUN_HISTORY_DAYS = 30;

export const pruneMaintenanceHistory: CleanupTask = {
  name: 'maintenance-history',
  run: (orm) => maintenanceRepository.pruneOlderThan(orm, KEEP_RUN_HISTORY_DAYS),
};

/** Every 15 minutes: runs each cleanup task and records what it removed. */
export function housekeepingJob(orm: Orm, tasks: readonly CleanupTask[]) {
  return defineScheduledJob(HOUSEKEEPING_JOB, '*/15 * * * *', async () => {
    const started = Date.now();
    const removed: Record<string, number> = {};
    for (const task of tasks) removed[task.name] = await task.run(orm);
    await maintenanceRepository.record(orm, { job: HOUSEKEEPING_JOB, removed, durationMs: Date.now() - started });
  });
}
