import type { CleanupTask } from '../../jobs/housekeeping.jobs';
import { domainEventsRepository } from './domain-events.repository';

const KEEP_DELIVERED_DAYS = 30;

/** Housekeeping: events delivered to every subscriber more than 30 days ago (failed ones stay). */
export const pruneDeliveredEvents: CleanupTask = {
  name: 'domain-events',
  run: (orm) => domainEventsRepository.pruneDelivered(orm, KEEP_DELIVERED_DAYS),
};
