import {
  cancelSession,
  createSession,
  listAdminSessions,
  listCalendar,
  updateSession,
} from '@meridian/contracts/events';
import type { FastifyInstance } from 'fastify';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';
import type { EventsService } from './events.service';

const ADMIN = rolesOnly('Admin');

export function eventsRoutes(
  app: FastifyInstance,
  events: EventsService,
  cancel: (id: number) => Promise<{ refunded: number; released: number; refundFailures: number }>,
): void {
  registerEndpoint(app, listCalendar, { access: PUBLIC }, () => events.calendar());
  registerEndpoint(app, listAdminSessions, { access: ADMIN }, ({ query }) => events.list(query.scope));
  registerEndpoint(app, createSession, { access: ADMIN, status: 201 }, ({ request, body }) =>
    events.create(body, requireUser(request).id),
  );
  registerEndpoint(app, updateSession, { access: ADMIN }, ({ params, body }) => events.update(params.id, body));
  registerEndpoint(app, cancelSession, { access: ADMIN }, async ({ params }) => {
    const outcome = await cancel(params.id);
    return { session: await events.view(params.id), ...outcome };
  });
}
