import { defineSubscriber, type Subscriber } from '../../core/events/subscriber';
import type { Orm } from '../../db/database';
import type { AutomationPorts } from './automation.ports';
import { runsRepository } from './runs.repository';

const HOUR_MS = 3_600_000;

/** Why a `session.before` run left when its seat or session went away (docs/product.md, Automation). */
export const SESSION_EXIT = {
  sessionCancelled: 'Session cancelled',
  seatCancelled: 'Seat cancelled',
  seatRefunded: 'Seat refunded',
} as const;

/** `session.before`'s first step: N hours before the start, or at once when that is past; null once it has begun. */
export function beforeStart(startsAt: Date, hours: number, now: Date): Date | null {
  if (startsAt.getTime() <= now.getTime()) return null;
  return new Date(Math.max(now.getTime(), startsAt.getTime() - hours * HOUR_MS));
}

const registrationKey = (id: number) => `registration:${id}`;

/**
 * `session.before` runs follow the seat they were started for (docs/decisions/2026-11-23-session-runs.md):
 * a reschedule moves the runs still waiting for their first step to the new time; a cancelled session,
 * a cancelled seat or a fully refunded one ends its runs.
 */
export function sessionRunSubscriber(
  deps: Pick<AutomationPorts, 'sessionRegistrations'>,
  now: () => Date,
  kick: () => void,
): Subscriber {
  async function runsOf(db: Orm, registrationIds: readonly number[]) {
    return runsRepository.sessionRuns(db, registrationIds.map(registrationKey));
  }

  async function exit(db: Orm, registrationIds: readonly number[], reason: string): Promise<number> {
    const runs = await runsOf(db, registrationIds);
    return runsRepository.exitRuns(
      db,
      runs.map((run) => run.id),
      reason,
      now(),
    );
  }

  return defineSubscriber({
    name: 'automation.session-runs',
    on: ['webinar.rescheduled', 'webinar.cancelled', 'rsvp.cancelled', 'payment.refunded'],
    async handle(db, event, { afterCommit }) {
      switch (event.type) {
        case 'webinar.rescheduled': {
          const startsAt = new Date(event.payload.startsAt);
          let moved = 0;
          for (const run of await runsOf(db, await deps.sessionRegistrations(db, event.payload.sessionId))) {
            if (run.step !== 0 || run.trigger.type !== 'session.before') continue;
            const due = beforeStart(startsAt, run.trigger.hours, now());
            if (due === null) continue;
            if (await runsRepository.moveFirstStep(db, run.id, due)) moved += 1;
          }
          if (moved > 0) afterCommit(kick);
          return moved;
        }
        case 'webinar.cancelled':
          return exit(db, await deps.sessionRegistrations(db, event.payload.sessionId), SESSION_EXIT.sessionCancelled);
        case 'rsvp.cancelled':
          return exit(db, [event.payload.registrationId], SESSION_EXIT.seatCancelled);
        case 'payment.refunded': {
          const { registrationId, full } = event.payload;
          return registrationId !== null && full ? exit(db, [registrationId], SESSION_EXIT.seatRefunded) : 0;
        }
      }
    },
  });
}
