import { defineModule, type Platform } from '../../core/module';
import { sessionFigures } from './session-figures.repository';
import { createSessionLookups } from './session-lookups.service';
import type { WebinarsPorts } from './webinars.ports';
import { webinarsRoutes } from './webinars.routes';
import { createWebinarsService } from './webinars.service';

export type { SessionLookups } from './session-lookups.service';
export type { SessionRow } from './webinars.repository';
export type { WebinarsService } from './webinars.service';
export { seatsLeft, type SeatNumbers } from './seats-left.rules';

/** Webinar sessions: the admin's Manage Events and the public calendar. */
export function createWebinarsModule(platform: Platform, deps: WebinarsPorts) {
  const service = createWebinarsService({
    orm: platform.orm,
    seatCounts: deps.seatCounts,
    defaultPrice: deps.defaultPrice,
    domainEvents: platform.events,
    now: platform.now,
  });
  return defineModule({
    name: 'webinars',
    api: { service, sessions: createSessionLookups(deps.seatCounts), figures: sessionFigures },
    routes: (app) => webinarsRoutes(app, service),
  });
}
