import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import type { RegistrationRow } from './registrations.repository';
import { reminderDeliveries, registrations } from './rsvp.tables';

export type ReminderKind = '24h' | '1h';

export const REMINDER_LEAD_MS: Record<ReminderKind, number> = { '24h': 24 * 3_600_000, '1h': 3_600_000 };

export const remindersRepository = {
  /**
   * Paid seats of `sessions` not yet sent their `kind` reminder and bought before its point (the
   * lead time before their session starts). The caller picks the sessions whose reminder is due.
   */
  async due(
    db: Orm,
    kind: ReminderKind,
    sessions: readonly { id: number; startsAt: Date }[],
    limit: number,
  ): Promise<RegistrationRow[]> {
    if (sessions.length === 0) return [];
    const lead = REMINDER_LEAD_MS[kind];
    const boughtBeforePoint = sessions.map((session) =>
      and(
        eq(registrations.sessionId, session.id),
        lt(registrations.paidAt, new Date(session.startsAt.getTime() - lead)),
      ),
    );
    return db
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.status, 'paid'),
          or(...boughtBeforePoint),
          sql`not exists (select 1 from ${reminderDeliveries} d where d.registration_id = ${registrations.id} and d.kind = ${kind})`,
        ),
      )
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
