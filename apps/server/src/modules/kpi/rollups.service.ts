import type { KpiSettings } from '@meridian/contracts/kpi';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { addDays, dayRange, localDayOf } from './kpi-period.rules';
import { rollupsRepository as rollups } from './rollups.repository';
import { visitsRepository } from './visits.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far before its last run the rollup job looks again: visits committed late still land. */
const OVERLAP_MS = 60 * 60 * 1000;

/** The first whole day (in `timeZone`) at or after `at`: earlier days may have lost raw visits. */
function firstWholeDay(at: Date, timeZone: string): string {
  const day = localDayOf(at, timeZone);
  return dayRange(day, day, timeZone).start < at ? addDays(day, 1) : day;
}

/**
 * Recomputes the KPI's daily rollups of the days `from`..`to` in `timeZone` from the raw visits
 * (docs/decisions/2026-11-23-kpi-rollups.md). Idempotent. When the rollups were made in another zone,
 * every day the raw visits still cover is rebuilt. Days before the retention cut are never touched
 * (their raw visits are gone; their rollups stay as they were).
 */
export async function rebuildKpiRollups(
  db: Orm,
  options: { from: string; to: string; timeZone: string; now?: Date },
): Promise<void> {
  const { timeZone } = options;
  const now = options.now ?? new Date();
  const state = await rollups.state(db);
  let { from, to } = options;
  if (state && state.timeZone !== timeZone) {
    const oldest = await visitsRepository.oldest(db);
    if (oldest && localDayOf(oldest, timeZone) < from) from = localDayOf(oldest, timeZone);
    if (localDayOf(now, timeZone) > to) to = localDayOf(now, timeZone);
  }
  if (state?.rawSince) {
    const first = firstWholeDay(state.rawSince, timeZone);
    if (first > from) from = first;
  }
  if (from <= to) await rollups.recompute(db, { from, to }, dayRange(from, to, timeZone));
  await rollups.saveState(db, { timeZone, rolledAt: state?.rolledAt ?? now });
}

export interface RollupDeps {
  orm: Orm;
  now: () => Date;
  settings: () => Promise<KpiSettings>;
}

/** The rollup job's run and the retention cleanup. */
export function createRollups(deps: RollupDeps) {
  const { orm } = deps;
  return {
    /** Recomputes the days since the last run (with an overlap), or every raw day on the first run or a new zone. */
    async roll(): Promise<void> {
      const { timeZone } = await deps.settings();
      const now = deps.now();
      await inTransaction(orm, async (db) => {
        const state = await rollups.state(db);
        const since = state
          ? new Date(Math.min(state.rolledAt.getTime(), now.getTime()) - OVERLAP_MS)
          : ((await visitsRepository.oldest(db)) ?? now);
        await rebuildKpiRollups(db, {
          from: localDayOf(since, timeZone),
          to: localDayOf(now, timeZone),
          timeZone,
          now,
        });
        await rollups.saveState(db, { timeZone, rolledAt: now });
      });
    },

    /** Deletes raw visits older than the retention setting; the rollups stay. Answers how many went. */
    async prune(db: Orm): Promise<number> {
      const { visitRetentionDays } = await deps.settings();
      const cutoff = new Date(deps.now().getTime() - visitRetentionDays * DAY_MS);
      const removed = await visitsRepository.deleteBefore(db, cutoff);
      await rollups.markRawSince(db, cutoff);
      return removed;
    },
  };
}
export type Rollups = ReturnType<typeof createRollups>;
