import { lt, sql } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { maintenanceRuns } from './jobs.tables';

/** The housekeeping job's history: one row per run, with how many rows each cleanup removed. */
export const maintenanceRepository = {
  async record(db: Orm, run: { job: string; removed: Record<string, number>; durationMs: number }): Promise<void> {
    await db.insert(maintenanceRuns).values(run);
  },

  /** Deletes the runs older than `days` days; returns how many it removed. */
  async pruneOlderThan(db: Orm, days: number): Promise<number> {
    const removed = await db
      .delete(maintenanceRuns)
      .where(lt(maintenanceRuns.ranAt, sql`now() - make_interval(days => ${days})`))
      .returning({ id: maintenanceRuns.id });
    return removed.length;
  },
};
