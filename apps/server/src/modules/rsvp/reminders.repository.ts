import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { webinarSessions } from '../webinars/webinars.tables';
import { reminderDeliveries, registrations } from './rsvp.tables';

export type ReminderKind = '24h' | '1h';

export const REMINDER_LEAD_MS: Record<ReminderKind, number> = { '24h': 24 * 3_600_000, '1h': 3_600_000 };

export const remindersRepository = {
  /**
   * Paid seats whose `kind` reminder is due at `now` and not yet sent: the session starts within the
   * lead time, the seat was bought before the reminder point, and (for the day-before reminder) the
   * hour-before one is not due yet, so a late start of the job never sends both at once.
   */
  async due(db: Orm, kind: ReminderKind, now: Date, limit: number) {
    const lead = REMINDER_LEAD_MS[kind];
    const at = now.toISOString();
    const conditions = [
      eq(registrations.status, 'paid'),
      eq(webinarSessions.status, 'scheduled'),
      gt(webinarSessions.startsAt, now),
      lte(webinarSessions.startsAt, new Date(now.getTime() + lead)),
      sql`${registrations.paidAt} < ${webinarSessions.startsAt} - make_interval(secs => ${lead / 1000})`,
      sql`not exists (select 1 from ${reminderDeliveries} d where d.registration_id = ${registrations.id} and d.kind = ${kind})`,
    ];
    if (kind === '24h') conditions.push(sql`${webinarSessions.startsAt} > ${at}::timestamptz + interval '1 hour'`);
    return db
      .select({ registration: registrations, session: webinarSessions })
      .from(registrations)
      .innerJoin(webinarSessions, eq(webinarSessions.id, registrations.sessionId))
      .where(and(...conditions))
      .limit(limit);
  },

  /** True for the one caller that records the send. */
  async claim(db: Orm, registrationId: number, kind: ReminderKind): Promise<boolean> {
    const rows = await db
      .insert(reminderDeliveries)
      .values({ registrationId, kind })
      .onConflictDoNothing()
      .returning({ id: reminderDeliveries.registrationId });
    return rows.length > 0;
  },

  /** The session moved: its reminders go out again at the new time. */
  async resetForSession(db: Orm, sessionId: number): Promise<void> {
    await db
      .delete(reminderDeliveries)
      .where(
        sql`${reminderDeliveries.registrationId} in (select id from ${registrations} where ${registrations.sessionId} = ${sessionId})`,
      );
  },
};
