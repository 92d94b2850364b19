import { defineModule, type Platform } from '../../core/module';
import { createWebinarsRepository } from './webinars.repository';
import { webinarsRoutes } from './webinars.routes';
import { createWebinarsService } from './webinars.service';

/** Webinar sessions: the admin's Manage Events and the public calendar. */
export function createWebinarsModule(
  platform: Platform,
  deps: { defaultPrice: () => Promise<{ priceCents: number; currency: string }> },
) {
  const repository = createWebinarsRepository(platform.orm);
  const service = createWebinarsService({
    orm: platform.orm,
    repository,
    defaultPrice: deps.defaultPrice,
    domainEvents: platform.events,
    now: platform.now,
  });
  return defineModule({
    name: 'webinars',
    api: { service, repository },
    routes: (app) => webinarsRoutes(app, service),
  });
}
