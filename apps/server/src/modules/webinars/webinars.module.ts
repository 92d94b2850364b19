import { defineModule, type Platform } from '../../core/module';
import { createWebinarsRepository, type SeatCountsQuery } from './webinars.repository';
import { webinarsRoutes } from './webinars.routes';
import { createWebinarsService } from './webinars.service';

export type { SessionRow, WebinarsRepository } from './webinars.repository';
export type { WebinarsService } from './webinars.service';
export { seatsLeft, type SeatNumbers } from './seats-left';

/** Webinar sessions: the admin's Manage Events and the public calendar. */
export function createWebinarsModule(
  platform: Platform,
  deps: {
    defaultPrice: () => Promise<{ priceCents: number; currency: string }>;
    /** How seats are taken, counted by RSVP (which owns registrations and the waitlist). */
    seatCounts: SeatCountsQuery;
  },
) {
  const repository = createWebinarsRepository(platform.orm, deps.seatCounts);
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
