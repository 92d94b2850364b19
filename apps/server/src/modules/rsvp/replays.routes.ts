import { recordReplayView } from '@meridian/contracts/rsvp-join';
import {
  getSessionReplay,
  removeSessionReplay,
  replayUploadTarget,
  saveSessionReplay,
} from '@meridian/contracts/rsvp-replays';
import type { FastifyInstance } from 'fastify';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requireUser } from '../../lib/request-auth';
import type { ReplayAdmin } from './replay-admin.service';

const ADMIN = rolesOnly('Admin');
/** Openings of the replay page per address and minute (as the join link's own limit). */
const VIEWS_PER_MINUTE = 60;

/** A session's replay (docs/product.md, Replays): the admin's Replay panel and the replay page's view count. */
export function replaysRoutes(
  app: FastifyInstance,
  admin: ReplayAdmin,
  recordView: (token: string) => Promise<{ views: number }>,
) {
  registerEndpoint(app, getSessionReplay, { access: ADMIN }, ({ params }) => admin.view(params.id));
  registerEndpoint(app, saveSessionReplay, { access: ADMIN }, ({ params, body, request }) =>
    admin.save(params.id, body, requireUser(request).id),
  );
  registerEndpoint(app, removeSessionReplay, { access: ADMIN }, ({ params }) => admin.remove(params.id));
  registerEndpoint(app, replayUploadTarget, { access: ADMIN }, ({ body }) => admin.uploadTarget(body.sessionId, body));
  registerEndpoint(app, recordReplayView, { access: PUBLIC, rateLimitPerMinute: VIEWS_PER_MINUTE }, ({ params }) =>
    recordView(params.token),
  );
}
