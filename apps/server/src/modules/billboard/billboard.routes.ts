import {
  ADVERTISERS_CSV_PATH,
  getAdvertiserPlan,
  listAdvertisers,
  openAdvertiserCheckout,
  openAdvertiserPortal,
} from '@meridian/contracts/billboard-advertisers';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rolesOnly } from '../../lib/access';
import { registerCsvExport } from '../../lib/csv-route';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requireUser } from '../../lib/request-auth';
import type { AdvertisersAdmin } from './advertisers-admin.service';
import type { BillboardService } from './billboard.service';

const ADVERTISER = rolesOnly('Advertiser');
const ADMIN = rolesOnly('Admin');

/** The advertiser's plan: view, pay (Checkout in subscription mode), manage (billing portal); the admin's advertisers. */
export function billboardRoutes(
  app: FastifyInstance,
  advertising: BillboardService,
  advertisers: AdvertisersAdmin,
): void {
  registerEndpoint(app, getAdvertiserPlan, { access: ADVERTISER }, ({ request }) =>
    advertising.plan(requireUser(request).id),
  );
  registerEndpoint(app, openAdvertiserCheckout, { access: ADVERTISER }, ({ request, body }) =>
    advertising.checkout(requireUser(request), body),
  );
  registerEndpoint(app, openAdvertiserPortal, { access: ADVERTISER }, ({ request }) =>
    advertising.portal(requireUser(request).id),
  );
  registerEndpoint(app, listAdvertisers, { access: ADMIN }, () => advertisers.list());
  registerCsvExport(
    app,
    { path: ADVERTISERS_CSV_PATH, access: ADMIN, query: z.object({}), fileName: 'advertisers' },
    () => advertisers.exportCsv(),
  );
}
