import { sql, type SQL } from 'drizzle-orm';
import { attendance } from './attendance.tables';
import { registrationAnswers, registrations } from './rsvp.tables';

/** A question or answer as answerMatches compares them: spacing collapsed, case ignored. */
const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const normalizedColumn = (column: SQL) => sql`lower(btrim(regexp_replace(${column}, '\\s+', ' ', 'g')))`;

/**
 * Segments' registration rules (contacts/segment-filter.repository.ts), answered by RSVP, which owns
 * registrations, their answers and attendance; a registration is matched to a contact by address (any
 * letter case). Given to contacts at wiring (modules.ts).
 */
export const segmentRegistrations = {
  /**
   * Registered: any registration (whatever became of it), made since `since`; paid: a seat paid (not
   * refunded) since; attended: a seat joined or marked attended since. One session or any.
   */
  registration(
    email: SQL,
    query: { status: 'registered' | 'paid' | 'attended'; sessionId: number | null; since: Date | null },
  ): SQL {
    const at = query.since?.toISOString() ?? null;
    const session = query.sessionId === null ? sql`` : sql` and sr.session_id = ${query.sessionId}`;
    switch (query.status) {
      case 'registered':
        return sql`exists (select 1 from ${registrations} sr where lower(sr.email) = ${email}${session}
          ${at === null ? sql`` : sql`and sr.created_at >= ${at}::timestamptz`})`;
      case 'paid':
        return sql`exists (select 1 from ${registrations} sr where lower(sr.email) = ${email}${session}
          and sr.status = 'paid' ${at === null ? sql`` : sql`and sr.paid_at >= ${at}::timestamptz`})`;
      case 'attended':
        return sql`exists (select 1 from ${registrations} sr join ${attendance} sa on sa.registration_id = sr.id
          where lower(sr.email) = ${email}${session} and sa.attended_at is not null
          ${at === null ? sql`` : sql`and sa.attended_at >= ${at}::timestamptz`})`;
    }
  },

  /** A registration with this address answered the question so (one of a multiple choice's answers). */
  answer(email: SQL, query: { question: string; answer: string }): SQL {
    return sql`exists (select 1 from ${registrations} sr join ${registrationAnswers} sq on sq.registration_id = sr.id
      where lower(sr.email) = ${email} and ${normalizedColumn(sql`sq.question`)} = ${normalized(query.question)}
      and exists (select 1 from unnest(string_to_array(sq.answer, ', ')) as sv(value)
        where ${normalizedColumn(sql`sv.value`)} = ${normalized(query.answer)}))`;
  },

  /** A registration with this address was referred by an affiliate. */
  fromAffiliate(email: SQL): SQL {
    return sql`exists (select 1 from ${registrations} sr where lower(sr.email) = ${email} and sr.affiliate_id is not null)`;
  },
};
