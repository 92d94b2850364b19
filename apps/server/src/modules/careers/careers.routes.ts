import {
  createOpening,
  getResumeLink,
  listApplications,
  listOpenings,
  reviewApplication,
  updateOpening,
} from '@meridian/contracts/careers';
import { listOpenOpenings } from '@meridian/contracts/careers-public';
import { applyForJob, requestResumeUpload } from '@meridian/contracts/careers-apply';
import type { FastifyInstance } from 'fastify';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { ApplicationsService } from './applications.service';
import type { OpeningsService } from './openings.service';

/** Applications per minute per address: enough for a person retrying, not for a script. */
export const APPLY_RATE_PER_MINUTE = 5;

/** /careers' openings and applications (public, rate limited), and Requisition's admin routes. */
export function careersRoutes(
  app: FastifyInstance,
  { openings, applications }: { openings: OpeningsService; applications: ApplicationsService },
): void {
  registerEndpoint(app, listOpenOpenings, { access: PUBLIC }, () => openings.listOpen());
  registerEndpoint(app, requestResumeUpload, { access: PUBLIC, rateLimitPerMinute: 10 }, ({ body }) =>
    applications.requestUpload(body),
  );
  registerEndpoint(
    app,
    applyForJob,
    { access: PUBLIC, rateLimitPerMinute: APPLY_RATE_PER_MINUTE, status: 201 },
    ({ body }) => applications.apply(body),
  );

  const adminOnly = rolesOnly('Admin');
  registerEndpoint(app, listOpenings, { access: adminOnly }, () => openings.list());
  registerEndpoint(app, createOpening, { access: adminOnly, status: 201 }, ({ body }) => openings.create(body));
  registerEndpoint(app, updateOpening, { access: adminOnly }, ({ params, body }) => openings.update(params.id, body));
  registerEndpoint(app, listApplications, { access: adminOnly }, ({ query }) => applications.list(query));
  registerEndpoint(app, reviewApplication, { access: adminOnly }, ({ params, body }) =>
    applications.review(params.id, body),
  );
  registerEndpoint(app, getResumeLink, { access: adminOnly }, ({ params }) => applications.resumeLink(params.id));
}
