import {
  ADVERTISER_STATS_CSV_PATH,
  BILLBOARD_CLICK_PATH,
  BILLBOARD_STATS_CSV_PATH,
  getAdvertiserStats,
  getBillboardStats,
  listAdminCreatives,
  listServedCreatives,
  recordImpression,
  reviewCreative,
} from '@meridian/contracts/billboard';
import {
  CREATIVE_MESSAGES,
  createCreative,
  getCreative,
  listCreatives,
  presignCreativeUpload,
  submitCreative,
  updateCreative,
} from '@meridian/contracts/billboard-creatives';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { registerCsvExport } from '../../lib/csv-route';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requireUser } from '../../lib/request-auth';
import type { CreativesService } from './creatives.service';

const ADVERTISER = rolesOnly('Advertiser');
const ADMIN = rolesOnly('Admin');

const visitorOf = (request: { ip: string; headers: Record<string, unknown> }) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** Creatives of advertisers, their review by admins, and the public impression beacon and click redirect. */
export function creativesRoutes(app: FastifyInstance, creatives: CreativesService): void {
  const owned = {
    resource: 'creative',
    notFound: CREATIVE_MESSAGES.notFound,
    ownerOf: ({ params }: { params: { id: number } }) => creatives.ownerOf(params.id),
  };
  registerEndpoint(app, presignCreativeUpload, { access: ADVERTISER }, ({ request, body }) =>
    creatives.presignUpload(requireUser(request).id, body),
  );
  registerEndpoint(app, listCreatives, { access: ADVERTISER }, ({ request }) =>
    creatives.list(requireUser(request).id),
  );
  registerEndpoint(app, createCreative, { access: ADVERTISER, status: 201 }, ({ request, body }) =>
    creatives.create(requireUser(request).id, body),
  );
  registerEndpoint(app, getCreative, { access: ADVERTISER, owned }, ({ params }) => creatives.get(params.id));
  registerEndpoint(app, updateCreative, { access: ADVERTISER, owned }, ({ params, body }) =>
    creatives.update(params.id, body),
  );
  registerEndpoint(app, submitCreative, { access: ADVERTISER, owned }, ({ params }) => creatives.submit(params.id));
  registerEndpoint(app, getAdvertiserStats, { access: ADVERTISER }, ({ request }) =>
    creatives.stats(requireUser(request).id),
  );
  registerCsvExport(
    app,
    { path: ADVERTISER_STATS_CSV_PATH, access: ADVERTISER, query: z.object({}), fileName: 'billboard-stats' },
    (_query, request) => creatives.statsCsv(requireUser(request).id),
  );
  registerCsvExport(
    app,
    { path: BILLBOARD_STATS_CSV_PATH, access: ADMIN, query: z.object({}), fileName: 'billboard-stats' },
    () => creatives.statsCsv(null),
  );
  registerEndpoint(app, listAdminCreatives, { access: ADMIN }, ({ query }) => creatives.adminList(query.status));
  registerEndpoint(app, reviewCreative, { access: ADMIN }, ({ params, body }) => creatives.review(params.id, body));
  registerEndpoint(app, getBillboardStats, { access: ADMIN }, () => creatives.stats(null));
  registerEndpoint(app, listServedCreatives, { access: PUBLIC }, () => creatives.served());
  registerEndpoint(app, recordImpression, { access: PUBLIC, rateLimitPerMinute: 120 }, ({ request, body }) =>
    creatives.impression(body.token, visitorOf(request)),
  );
  app.route({
    method: 'GET',
    url: BILLBOARD_CLICK_PATH,
    config: { access: PUBLIC },
    handler: async (request, reply) => {
      const { id, signature } = request.params as { id: string; signature: string };
      const target = await creatives.click(id, signature, visitorOf(request));
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'origin').redirect(target, 302);
    },
  });
}
