import { defineSubscriber } from '../../core/events/subscriber';
import { registrationsRepository } from './registrations.repository';
import { remindersRepository } from './reminders.repository';
import type { RsvpDeps } from './rsvp.ports';
import type { SeatEmails } from './seat-emails.service';

/**
 * A session's start moved: its paid attendees get an updated invitation (once per start time) and
 * their reminders re-arm. Reads the session as it is now, so several moves end with one invitation
 * for the latest time; a session cancelled meanwhile gets none.
 */
export function createRescheduleNotices(deps: Pick<RsvpDeps, 'webinars' | 'mail'>, emails: SeatEmails) {
  return defineSubscriber({
    name: 'rsvp.reschedule-notices',
    on: ['webinar.rescheduled'],
    async handle(db, event, { afterCommit }) {
      const { sessionId } = event.payload;
      await remindersRepository.resetForSession(db, sessionId);
      const session = await deps.webinars.lock(db, sessionId);
      if (session?.status !== 'scheduled') return;
      const version = `rescheduled:${session.startsAt.toISOString()}`;
      for (const row of await registrationsRepository.forSession(db, sessionId, ['paid'])) {
        await emails.confirmation(db, row, session, version);
      }
      afterCommit(() => deps.mail.kick());
    },
  });
}
