import {
  CAMPAIGN_MESSAGES,
  cancelCampaign,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  pauseCampaign,
  resumeCampaign,
  sendCampaign,
  testCampaign,
  updateCampaign,
} from '@meridian/contracts/campaigns';
import { getCampaignStats, getEmailKpi } from '@meridian/contracts/campaigns-stats';
import type { FastifyInstance } from 'fastify';
import { rolesOnly } from '../../lib/access';
import { actorOf, registerEndpoint, type Ownership } from '../../lib/endpoint-route';
import { requireUser } from '../../lib/request-auth';
import type { CampaignStatsService } from './campaign-stats.service';
import type { CampaignsService } from './campaigns.service';

const SENDERS = rolesOnly('Sales', 'EmailMarketing', 'Admin');

export interface CampaignRouteServices {
  campaigns: CampaignsService;
  stats: CampaignStatsService;
  sendTest: (actor: ReturnType<typeof actorOf>, id: number, ownerName: string) => Promise<{ sentTo: string }>;
}

/** Campaign CRUD, test send, send/schedule, pause/resume/cancel, stats and KPI (contracts/campaigns.ts). */
export function campaignsRoutes(app: FastifyInstance, services: CampaignRouteServices): void {
  const { campaigns, stats } = services;
  const owned = {
    resource: 'campaign',
    notFound: CAMPAIGN_MESSAGES.notFound,
    ownerOf: ({ params }: { params: { id: number } }) => campaigns.ownerOf(params.id),
  } satisfies Ownership<typeof getCampaign>;
  const onRow = { access: SENDERS, owned };
  const nameOf = (user: { firstName: string; lastName: string; email: string }) =>
    `${user.firstName} ${user.lastName}`.trim() || user.email;

  registerEndpoint(app, listCampaigns, { access: SENDERS }, ({ query, request }) =>
    campaigns.list(actorOf(request), query),
  );
  registerEndpoint(app, getEmailKpi, { access: SENDERS }, ({ query, request }) => stats.kpi(actorOf(request), query));
  registerEndpoint(app, createCampaign, { access: SENDERS }, ({ body, request }) =>
    campaigns.create(actorOf(request), nameOf(requireUser(request)), body),
  );
  registerEndpoint(app, getCampaign, onRow, ({ params, request }) => campaigns.get(actorOf(request), params.id));
  registerEndpoint(app, updateCampaign, onRow, ({ params, body, request }) =>
    campaigns.update(actorOf(request), params.id, body),
  );
  registerEndpoint(app, deleteCampaign, onRow, ({ params, request }) => campaigns.remove(actorOf(request), params.id));
  registerEndpoint(app, testCampaign, { ...onRow, rateLimitPerMinute: 10 }, ({ params, request }) =>
    services.sendTest(actorOf(request), params.id, nameOf(requireUser(request))),
  );
  registerEndpoint(app, sendCampaign, onRow, ({ params, body, request }) =>
    campaigns.send(actorOf(request), params.id, body.sendAt ? new Date(body.sendAt) : undefined),
  );
  registerEndpoint(app, pauseCampaign, onRow, ({ params, request }) => campaigns.pause(actorOf(request), params.id));
  registerEndpoint(app, resumeCampaign, onRow, ({ params, request }) => campaigns.resume(actorOf(request), params.id));
  registerEndpoint(app, cancelCampaign, onRow, ({ params, request }) => campaigns.cancel(actorOf(request), params.id));
  registerEndpoint(app, getCampaignStats, onRow, ({ params, request }) => stats.campaign(actorOf(request), params.id));
}
