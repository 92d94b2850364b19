import { createSession, listAdminSessions, listCalendar, updateSession } from '@meridian/contracts/webinars';
import type { FastifyInstance } from 'fastify';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requireUser } from '../../lib/request-auth';
import type { WebinarsService } from './webinars.service';

const ADMIN = rolesOnly('Admin');

/** Manage Events and the public calendar. Cancelling is RSVP's route: its answer is what became of the seats. */
export function webinarsRoutes(app: FastifyInstance, webinars: WebinarsService): void {
  registerEndpoint(app, listCalendar, { access: PUBLIC }, () => webinars.calendar());
  registerEndpoint(app, listAdminSessions, { access: ADMIN }, ({ query }) => webinars.list(query.scope));
  registerEndpoint(app, createSession, { access: ADMIN, status: 201 }, ({ request, body }) =>
    webinars.create(body, requireUser(request).id),
  );
  registerEndpoint(app, updateSession, { access: ADMIN }, ({ params, body }) => webinars.update(params.id, body));
}
