import { defineModule, type Platform } from '../../core/module';
import { createKpiReport } from './kpi-report.service';
import type { KpiPorts } from './kpi.ports';
import { kpiRoutes } from './kpi.routes';
import { createKpiSettings } from './kpi-settings.service';
import { KPI_ROLLUP_JOB, kpiRollupJob, visitRetention } from './kpi.jobs';
import { createRollups } from './rollups.service';
import { createSalesSummary } from './sales-summary.service';
import { createVisitCounter } from './visit-counter.service';

export { rebuildKpiRollups } from './rollups.service';
export { KPI_ROLLUP_JOB } from './kpi.jobs';

/**
 * The admin's KPI and first-party visit counting (docs/product.md, KPI and visit counting;
 * docs/decisions/2026-11-23-kpi-rollups.md): the visit beacon, daily rollups kept by a job, raw-visit
 * retention, the report, its CSV tables and its settings, and Sales' totals (the same revenue lines).
 */
export function createKpiModule(platform: Platform, deps: KpiPorts) {
  const { orm, now } = platform;
  const kpiSettings = async () => (await deps.settings.get()).kpi;
  const rollups = createRollups({ orm, now, settings: kpiSettings });
  const counter = createVisitCounter({ orm, now, secrets: platform.secrets, publicUrl: platform.config.publicUrl });
  const report = createKpiReport({ orm, now, settings: deps.settings.get, figures: deps.figures });
  const salesSummary = createSalesSummary({ orm, now, settings: deps.settings.get, figures: deps.figures });
  const settings = createKpiSettings({
    orm,
    get: deps.settings.get,
    update: deps.settings.update,
    rollSoon: async (queue) => {
      await queue.send(KPI_ROLLUP_JOB, {});
      queue.wake(KPI_ROLLUP_JOB);
    },
  });
  return defineModule({
    name: 'kpi',
    api: { counter, rollups, report, settings },
    routes: (app, context) => kpiRoutes(app, { ...deps, counter, report, settings, salesSummary }, context),
    jobs: () => [kpiRollupJob(rollups)],
    cleanups: [visitRetention(rollups)],
  });
}
