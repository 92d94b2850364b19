import {
  AUTOMATION_MESSAGES,
  activateAutomation,
  createAutomation,
  getAutomation,
  listAutomationRuns,
  listAutomations,
  pauseAutomation,
  updateAutomation,
} from '@meridian/contracts/automation';
import type { FastifyInstance } from 'fastify';
import { rolesOnly } from '../../lib/access';
import { actorOf, registerEndpoint, type Ownership } from '../../lib/endpoint-route';
import { requireUser } from '../../lib/request-auth';
import type { AutomationService } from './automation.service';

const SENDERS = rolesOnly('Sales', 'EmailMarketing', 'Admin');

/** Sequences: list, create, read, save (a new version), activate, pause, and their runs (contracts/automation.ts). */
export function automationRoutes(app: FastifyInstance, automation: AutomationService): void {
  const owned = {
    resource: 'automation',
    notFound: AUTOMATION_MESSAGES.notFound,
    ownerOf: ({ params }: { params: { id: number } }) => automation.ownerOf(params.id),
  } satisfies Ownership<typeof getAutomation>;
  const onRow = { access: SENDERS, owned };
  const nameOf = (user: { firstName: string; lastName: string; email: string }) =>
    `${user.firstName} ${user.lastName}`.trim() || user.email;

  registerEndpoint(app, listAutomations, { access: SENDERS }, ({ request }) => automation.list(actorOf(request)));
  registerEndpoint(app, createAutomation, { access: SENDERS }, ({ body, request }) =>
    automation.create(actorOf(request), nameOf(requireUser(request)), body),
  );
  registerEndpoint(app, getAutomation, onRow, ({ params, request }) => automation.get(actorOf(request), params.id));
  registerEndpoint(app, updateAutomation, onRow, ({ params, body, request }) =>
    automation.update(actorOf(request), params.id, body),
  );
  registerEndpoint(app, activateAutomation, onRow, ({ params, request }) =>
    automation.activate(actorOf(request), params.id),
  );
  registerEndpoint(app, pauseAutomation, onRow, ({ params, request }) => automation.pause(actorOf(request), params.id));
  registerEndpoint(app, listAutomationRuns, onRow, ({ params, request }) =>
    automation.runs(actorOf(request), params.id),
  );
}
