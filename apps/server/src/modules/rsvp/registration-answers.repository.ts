import type { RegistrationAnswer } from '@meridian/contracts/webinars-questions';
import { asc, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { registrationAnswers } from './rsvp.tables';

/** SQL for registrations' answers to their session's questions; every function takes the handle to run on. */
export const registrationAnswersRepository = {
  async insert(
    db: Orm,
    registrationId: number,
    answers: { questionId: string; question: string; answer: string; position: number }[],
  ): Promise<void> {
    if (answers.length === 0) return;
    await db
      .insert(registrationAnswers)
      .values(answers.map((a) => ({ registrationId, ...a })))
      .onConflictDoNothing();
  },

  /** The answers of these registrations, each registration's in question order. */
  async of(db: Orm, registrationIds: readonly number[]): Promise<Map<number, RegistrationAnswer[]>> {
    const byId = new Map<number, RegistrationAnswer[]>();
    if (registrationIds.length === 0) return byId;
    const rows = await db
      .select()
      .from(registrationAnswers)
      .where(inArray(registrationAnswers.registrationId, [...registrationIds]))
      .orderBy(asc(registrationAnswers.registrationId), asc(registrationAnswers.position));
    for (const row of rows) {
      const list = byId.get(row.registrationId) ?? [];
      list.push({ question: row.question, answer: row.answer });
      byId.set(row.registrationId, list);
    }
    return byId;
  },
};
