import type { AutomationTrigger } from '@meridian/contracts/automation';
import { defineSubscriber, type Subscriber } from '../../core/events/subscriber';
import type { AutomationPorts } from './automation.ports';
import { createRunStarter } from './run-starter.service';
import { runsRepository } from './runs.repository';

/** Why a run started by "Missed a session" left: an admin marked the person attended after the doors closed. */
export const ATTENDED_EXIT = 'Marked attended after all';

/**
 * The subject of an attendance trigger: one person (the owner's contact for the seat's address) and
 * one session, so a sequence fires once per attendee and session, whatever the number of seats,
 * events or deliveries (docs/decisions/2026-11-27-attendance-funnel.md).
 */
export const attendanceSubjectKey = (sessionId: number, contactId: number) =>
  `session:${sessionId}:contact:${contactId}`;

/** The trigger is for this session, or for any session. */
const forSession = (sessionId: number) => (trigger: AutomationTrigger) =>
  'sessionId' in trigger && (trigger.sessionId === null || trigger.sessionId === sessionId);

/**
 * "Attended a session", "Missed a session" and "Watched a replay" (docs/product.md, Automation): the
 * person is the seat's holder, added to the sequence owner's contacts when missing. A seat marked
 * attended after it was called missed ends the runs "Missed a session" started for it.
 */
export function attendanceTriggerSubscriber(
  deps: Pick<AutomationPorts, 'contacts' | 'registration'>,
  now: () => Date,
  kick: () => void,
): Subscriber {
  const { startRuns, atOnce } = createRunStarter(deps, now);
  return defineSubscriber({
    name: 'automation.attendance-triggers',
    on: ['rsvp.attended', 'rsvp.missed', 'rsvp.replay_watched'],
    async handle(db, event, { afterCommit }) {
      const { registrationId, sessionId } = event.payload;
      const person = (tx: typeof db) => deps.registration(tx, registrationId);
      const subject = {
        key: (contactId: number) => attendanceSubjectKey(sessionId, contactId),
        contactId: null,
        person,
      };
      const started = await startRuns(db, event.type, subject, forSession(sessionId), atOnce);
      if (started > 0) afterCommit(kick);
      if (event.type !== 'rsvp.attended') return started;
      const holder = await person(db);
      const exited = holder
        ? await runsRepository.exitSessionRuns(
            db,
            { trigger: 'rsvp.missed', sessionId, email: holder.email },
            ATTENDED_EXIT,
            now(),
          )
        : 0;
      return started + exited;
    },
  });
}
