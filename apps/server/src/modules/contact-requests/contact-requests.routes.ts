import {
  listContactRequests,
  replyToContactRequest,
  setContactRequestStatus,
  submitContactRequest,
} from '@meridian/contracts/contact-requests';
import { issueFormGuard } from '@meridian/contracts/form-guard';
import type { FastifyInstance } from 'fastify';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { actorOf, registerEndpoint } from '../../lib/endpoint-route';
import type { FormGuardService } from '../../lib/form-guard';
import type { ContactRequestsService } from './contact-requests.service';

/** Requests per minute per address on the public form: enough for a person, not for a script. */
export const FORM_RATE_PER_MINUTE = 5;

/** Guard tokens per minute per address: a page view each, far more than a person opens forms. */
const GUARD_RATE_PER_MINUTE = 60;

/**
 * The public /api/v1/form (rate limited), the guard token every public form (this one, /careers'
 * application) asks for when it appears, and the admin's inbox in Requisition.
 */
export function contactRequestsRoutes(
  app: FastifyInstance,
  requests: ContactRequestsService,
  formGuard: FormGuardService,
): void {
  registerEndpoint(app, issueFormGuard, { access: PUBLIC, rateLimitPerMinute: GUARD_RATE_PER_MINUTE }, async () =>
    formGuard.issue(),
  );
  registerEndpoint(
    app,
    submitContactRequest,
    { access: PUBLIC, rateLimitPerMinute: FORM_RATE_PER_MINUTE, status: 201 },
    ({ body }) => requests.submit(body),
  );
  const adminOnly = rolesOnly('Admin');
  registerEndpoint(app, listContactRequests, { access: adminOnly }, ({ query }) => requests.list(query));
  registerEndpoint(app, replyToContactRequest, { access: adminOnly }, ({ params, body, request }) =>
    requests.reply(actorOf(request), params.id, body.body),
  );
  registerEndpoint(app, setContactRequestStatus, { access: adminOnly }, ({ params, body }) =>
    requests.setStatus(params.id, body.status),
  );
}
