import {
  getKpiReport,
  getKpiSettings,
  KPI_EXPORT_PATH,
  kpiExportQuerySchema,
  kpiQuerySchema,
  updateKpiSettings,
  VISIT_BEACON_PATH,
  visitBeaconSchema,
} from '@meridian/contracts/kpi';
import { getSalesSummary } from '@meridian/contracts/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteContext } from '../../core/module';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { registerCsvExport } from '../../lib/csv-route';
import { registerEndpoint } from '../../lib/endpoint-route';
import { parseInput } from '../../lib/validation';
import { bearerToken } from '../../lib/request-auth';
import { kpiTableCsv } from './kpi-csv.views';
import type { KpiReportService } from './kpi-report.service';
import type { KpiSettingsService } from './kpi-settings.service';
import type { KpiPorts } from './kpi.ports';
import type { SalesSummaryService } from './sales-summary.service';
import type { VisitCounter } from './visit-counter.service';

const ADMIN = rolesOnly('Admin');
/**
 * Page views per minute one visitor (today's hash of address and browser) may send; more answer 429
 * and are not counted (docs/decisions/2026-11-23-kpi-rollups.md).
 */
export const VISITS_PER_MINUTE = 30;

export interface KpiRouteDeps extends Pick<KpiPorts, 'referrerOf' | 'findUserBySub' | 'tokenVerifier'> {
  counter: VisitCounter;
  report: KpiReportService;
  settings: KpiSettingsService;
  /** Sales' totals by period: the KPI's revenue lines (docs/product.md, Money). */
  salesSummary: SalesSummaryService;
}

const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'] ?? '';

export function kpiRoutes(app: FastifyInstance, deps: KpiRouteDeps, context: RouteContext): void {
  /** A public request signed in as someone holding any role (docs/product.md, KPI and visit counting). */
  async function signedInStaff(request: FastifyRequest): Promise<boolean> {
    const token = bearerToken(request);
    if (!token) return false;
    const verified = await deps.tokenVerifier.verifyAccessToken(token);
    const user = verified ? await deps.findUserBySub(verified.sub) : undefined;
    return (user?.roleIds.length ?? 0) > 0;
  }

  app.post(
    VISIT_BEACON_PATH,
    {
      config: {
        access: PUBLIC,
        rateLimit: {
          max: VISITS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) =>
            `visit:${deps.counter.visitorKey(request.ip, userAgentOf(request))}`,
        },
      },
    },
    async (request, reply) => {
      const beacon = parseInput(visitBeaconSchema, request.body ?? {});
      await deps.counter.count({
        beacon,
        ip: request.ip,
        userAgent: userAgentOf(request),
        optedOut: request.headers.dnt === '1' || request.headers['sec-gpc'] === '1',
        staff: () => signedInStaff(request),
        affiliate: () => deps.referrerOf(request.headers.cookie),
      });
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );

  registerEndpoint(app, getKpiReport, { access: ADMIN }, ({ query }) => deps.report.report(query));
  registerCsvExport(
    app,
    { path: KPI_EXPORT_PATH, access: ADMIN, query: kpiExportQuerySchema, fileName: (query) => `kpi-${query.table}` },
    async (query) => {
      const period = parseInput(kpiQuerySchema, { from: query.from, to: query.to, granularity: query.granularity });
      return kpiTableCsv(await deps.report.report(period), query.table);
    },
  );
  registerEndpoint(app, getKpiSettings, { access: ADMIN }, () => deps.settings.get());
  registerEndpoint(app, getSalesSummary, { access: ADMIN }, ({ query }) => deps.salesSummary(query));
  registerEndpoint(app, updateKpiSettings, { access: ADMIN }, ({ body }) => deps.settings.update(body, context.queue));
}
