import type { Orm } from '../../db/database';
import type { SessionLookups } from '../webinars/webinars.module';
import { registrationAnswersRepository } from './registration-answers.repository';
import { registrationsRepository } from './registrations.repository';

/**
 * The person behind a registration and when their session starts, on the caller's handle: what an
 * automation sequence started by an `rsvp.*` event needs (events carry ids, never names or addresses),
 * with the answers to the session's questions its trigger may filter on.
 */
export function createRegistrationPerson(sessions: Pick<SessionLookups, 'findById'>) {
  return async (db: Orm, registrationId: number) => {
    const row = await registrationsRepository.byId(db, registrationId);
    if (!row) return null;
    const session = await sessions.findById(db, row.sessionId);
    const answers = (await registrationAnswersRepository.of(db, [row.id])).get(row.id) ?? [];
    return {
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      answers,
      ...(session ? { sessionStartsAt: session.startsAt } : {}),
    };
  };
}

/** Every registration of a session, by id (automation follows a session's reschedule or cancellation). */
export const sessionRegistrationIds = async (db: Orm, sessionId: number): Promise<number[]> =>
  (
    await registrationsRepository.forSession(db, sessionId, ['pending', 'paid', 'expired', 'cancelled', 'refunded'])
  ).map((row) => row.id);
