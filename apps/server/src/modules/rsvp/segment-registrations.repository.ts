import { sql, type SQL } from 'drizzle-orm';
import { attendance } from './attendance.tables';
import { registrationAnswers, registrations } from './rsvp.tables';

/** A question or answer as the answer rule compares them: spacing collapsed, case ignored. */
const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Segments' registration rules (contacts/segment-filter.repository.ts), answered by RSVP, which owns
 * registrations, their answers and attendance: each a query of the (lower-cased) addresses that
 * match, which a contact's address is looked up in. Given to contacts at wiring (modules.ts).
 */
export const segmentRegistrations = {
  /**
   * Registered: any registration (whatever became of it), made since `since`; paid: a seat paid (not
   * refunded) since; attended: a seat joined or marked attended since. One session or any.
   */
  registered(query: { status: 'registered' | 'paid' | 'attended'; sessionId: number | null; since: Date | null }): SQL {
    const at = query.since?.toISOString() ?? null;
    const session = query.sessionId === null ? sql`` : sql` and sr.session_id = ${query.sessionId}`;
    switch (query.status) {
      case 'registered':
        return sql`select lower(sr.email) from ${registrations} sr where true${session}
          ${at === null ? sql`` : sql`and sr.created_at >= ${at}::timestamptz`}`;
      case 'paid':
        return sql`select lower(sr.email) from ${registrations} sr where sr.status = 'paid'${session}
          ${at === null ? sql`` : sql`and sr.paid_at >= ${at}::timestamptz`}`;
      case 'attended':
        return sql`select lower(sr.email) from ${registrations} sr join ${attendance} sa on sa.registration_id = sr.id
          where sa.attended_at is not null${session}
          ${at === null ? sql`` : sql`and sa.attended_at >= ${at}::timestamptz`}`;
    }
  },

  /** Addresses of registrations that answered the question so (one of a multiple choice's answers). */
  answered(query: { question: string; answer: string }): SQL {
    return sql`select lower(sr.email) from ${registrations} sr
      join ${registrationAnswers} sq on sq.registration_id = sr.id
      where sq.question_key = ${normalized(query.question)}
        and sq.answer_keys @> array[${normalized(query.answer)}]::text[]`;
  },

  /** Addresses of registrations an affiliate referred. */
  fromAffiliate(): SQL {
    return sql`select lower(sr.email) from ${registrations} sr where sr.affiliate_id is not null`;
  },
};
