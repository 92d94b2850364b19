import { defineModule, type Platform } from '../module';
import { createDomainEventsAdmin } from './domain-events-admin.service';
import { pruneDeliveredEvents } from './domain-events.cleanup';
import { domainEventsRoutes } from './domain-events.routes';

/** The event bus's jobs (dispatch, delivery), its housekeeping and the admin's failed-delivery list. */
export function createDomainEventsModule(platform: Platform) {
  const admin = createDomainEventsAdmin(platform.orm, platform.events);
  return defineModule({
    name: 'domainEventsAdmin',
    api: admin,
    routes: (app) => domainEventsRoutes(app, admin),
    jobs: () => platform.events.jobs(),
    cleanups: [pruneDeliveredEvents],
  });
}
