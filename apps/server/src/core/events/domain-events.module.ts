import { defineModule, type Platform } from '../module';
import { createDomainEventsAdmin } from './domain-events-admin.service';
import { pruneDeliveredEvents } from './domain-events.cleanup';
import { domainEventsRepository } from './domain-events.repository';
import { domainEventsRoutes } from './domain-events.routes';

/** The event bus's jobs (dispatch, delivery), its housekeeping and the admin's failed-delivery list. */
export function createDomainEventsModule(platform: Platform) {
  const admin = createDomainEventsAdmin(platform.orm, platform.events, platform.audit);
  platform.metrics.gauge({
    name: 'meridian_domain_event_deliveries_failed',
    help: 'Domain-event deliveries that failed on their last try and wait for an admin to retry them.',
    read: async () => [{ value: await domainEventsRepository.countFailed(platform.orm) }],
  });
  return defineModule({
    name: 'domainEventsAdmin',
    api: admin,
    routes: (app) => domainEventsRoutes(app, admin),
    jobs: () => platform.events.jobs(),
    cleanups: [pruneDeliveredEvents],
  });
}
