import type { SessionRow } from '../webinars/webinars.module';
import type { RegistrationRow } from './registrations.repository';
import { REMINDER_LEAD_MS, remindersRepository, type ReminderKind } from './reminders.repository';
import type { RsvpDeps } from './rsvp.ports';

/**
 * Paid seats whose `kind` reminder is due at `now` and not yet sent: the session is scheduled and
 * starts within the lead time, the seat was bought before the reminder point, and (for the day-before
 * reminder) the hour-before one is not due yet, so a late start of the job never sends both at once.
 * Two queries: the sessions in the window (webinars), then their seats.
 */
export async function dueReminders(
  deps: Pick<RsvpDeps, 'orm' | 'webinars'>,
  kind: ReminderKind,
  now: Date,
  limit: number,
): Promise<{ registration: RegistrationRow; session: SessionRow }[]> {
  const after = kind === '24h' ? new Date(now.getTime() + REMINDER_LEAD_MS['1h']) : now;
  const until = new Date(now.getTime() + REMINDER_LEAD_MS[kind]);
  const sessions = await deps.webinars.scheduledStartingBetween(deps.orm, after, until);
  const byId = new Map(sessions.map((session) => [session.id, session]));
  const seats = await remindersRepository.due(deps.orm, kind, sessions, limit);
  return seats.flatMap((registration) => {
    const session = byId.get(registration.sessionId);
    return session ? [{ registration, session }] : [];
  });
}
