import { DOMAIN_EVENT_TYPES } from '../../core/events/event-types';
import { defineSubscriber } from '../../core/events/subscriber';
import { changeMarkerRepository } from './change-marker.repository';

/** Every event that changes what the admin RSVP and Sales views show: sessions, registrations, payments. */
const WATCHED = DOMAIN_EVENT_TYPES.filter((type) => /^(rsvp|payment|webinar)\./.test(type));

/** Moves the counter `GET /api/v1/admin/changes` answers with, once per such event. */
export const changeMarkerSubscriber = defineSubscriber({
  name: 'payments.change-marker',
  on: WATCHED,
  async handle(db) {
    await changeMarkerRepository.bump(db);
  },
});
