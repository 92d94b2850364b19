import { listFailedDeliveries, retryFailedDelivery } from '@meridian/contracts/domain-events';
import type { FastifyInstance } from 'fastify';
import { rolesOnly } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { DomainEventsAdmin } from './domain-events-admin.service';

const ADMIN = rolesOnly('Admin');

export function domainEventsRoutes(app: FastifyInstance, admin: DomainEventsAdmin): void {
  registerEndpoint(app, listFailedDeliveries, { access: ADMIN }, ({ query }) => admin.listFailed(query.limit));
  registerEndpoint(app, retryFailedDelivery, { access: ADMIN }, ({ params }) => admin.retry(params.id));
}
