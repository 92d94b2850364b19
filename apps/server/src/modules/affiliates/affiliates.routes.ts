import {
  ADMIN_AFFILIATES_EXPORT_PATH,
  getAffiliateSettings,
  getAffiliateSummary,
  listAdminAffiliates,
  listConversions,
  listPayouts,
  payNow,
  setPayoutHold,
  updateAffiliateSettings,
} from '@meridian/contracts/affiliates';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rolesOnly } from '../../lib/access';
import { registerCsvExport } from '../../lib/csv-route';
import { actorOf, registerEndpoint } from '../../lib/endpoint-route';
import { requireUser } from '../../lib/request-auth';
import type { AffiliatesAdmin } from './affiliates-admin.service';
import type { AffiliateKpi } from './affiliate-kpi.service';
import type { Attribution } from './attribution.service';

const REFERRERS = rolesOnly('Affiliate', 'Sales', 'Admin');
const ADMIN = rolesOnly('Admin');

export function affiliatesRoutes(
  app: FastifyInstance,
  parts: { kpi: AffiliateKpi; admin: AffiliatesAdmin; attribution: Attribution },
): void {
  const { kpi, admin } = parts;
  // Any public page opened with ?ref= (docs/product.md, Affiliate commissions and payouts).
  app.addHook('onRequest', parts.attribution.capture);

  registerEndpoint(app, getAffiliateSummary, { access: REFERRERS }, ({ query, request }) =>
    kpi.summary(actorOf(request), query),
  );
  registerEndpoint(app, listConversions, { access: REFERRERS }, ({ query, request }) =>
    kpi.conversions(actorOf(request), query),
  );

  registerEndpoint(app, listAdminAffiliates, { access: ADMIN }, () => admin.list());
  registerCsvExport(
    app,
    { path: ADMIN_AFFILIATES_EXPORT_PATH, access: ADMIN, query: z.object({}), fileName: 'affiliates' },
    () => admin.exportCsv(),
  );
  registerEndpoint(app, getAffiliateSettings, { access: ADMIN }, () => admin.settings());
  registerEndpoint(app, updateAffiliateSettings, { access: ADMIN }, ({ body }) => admin.updateSettings(body));
  registerEndpoint(app, setPayoutHold, { access: ADMIN }, ({ params, body, request }) =>
    admin.setHold(requireUser(request).id, params.userId, body.held),
  );
  registerEndpoint(app, payNow, { access: ADMIN, rateLimitPerMinute: 20 }, ({ params, request }) =>
    admin.payNow(requireUser(request).id, params.userId),
  );
  registerEndpoint(app, listPayouts, { access: ADMIN }, ({ query }) => admin.payoutHistory(query.affiliateId));
}
