import type { KpiSettings } from '@meridian/contracts/kpi';
import type { Orm } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';

export interface KpiSettingsDeps {
  orm: Orm;
  get: () => Promise<{ kpi: KpiSettings }>;
  update: (db: Orm, patch: { kpi: KpiSettings }) => Promise<{ kpi: KpiSettings }>;
  /** Queues the rollup job now (it rebuilds every raw day when the zone changed). */
  rollSoon: (queue: JobQueue) => Promise<void>;
}

/** The KPI's settings: time zone and raw-visit retention (docs/product.md, KPI and visit counting). */
export function createKpiSettings(deps: KpiSettingsDeps) {
  return {
    get: async () => (await deps.get()).kpi,

    /** Stores the settings; a new time zone has the rollups rebuilt in it at once (not at the next run). */
    async update(next: KpiSettings, queue: JobQueue | undefined): Promise<KpiSettings> {
      const before = (await deps.get()).kpi;
      const saved = (await deps.update(deps.orm, { kpi: next })).kpi;
      if (before.timeZone !== saved.timeZone && queue) await deps.rollSoon(queue);
      return saved;
    },
  };
}
export type KpiSettingsService = ReturnType<typeof createKpiSettings>;
