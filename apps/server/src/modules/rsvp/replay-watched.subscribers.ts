import { defineSubscriber, type Subscriber } from '../../core/events/subscriber';
import type { Attendance } from './attendance.service';

/**
 * Keeps the first replay view of a paid seat beside its attendance (`rsvp.replay_watched`), so the
 * KPI counts replays watched by session, source and booking day with the seats (docs/product.md, KPI).
 */
export function replayWatchedSubscriber(attendance: Pick<Attendance, 'replayWatched'>): Subscriber {
  return defineSubscriber({
    name: 'rsvp.replay-watched',
    on: ['rsvp.replay_watched'],
    handle: (db, event) => attendance.replayWatched(db, event.payload.registrationId, event.occurredAt),
  });
}
