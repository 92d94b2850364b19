import type { JoinDevice } from '@meridian/contracts/rsvp-attendance';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { attendance } from './attendance.tables';

export type AttendanceRow = typeof attendance.$inferSelect;

/** A seat attended: its link opened while the doors were open, or marked by hand (docs/product.md, Attendance). */
export const attendedSql = sql`(${attendance.joinCount} > 0 or ${attendance.markedAt} is not null)`;

/** SQL of how paid seats were attended (docs/product.md, Attendance). */
export const attendanceRepository = {
  /**
   * Counts one join in a single statement, so opens at the same moment never lose a count: the
   * first sets the first join time, every one moves the last and adds one.
   */
  async recordJoin(db: Orm, registrationId: number, now: Date, device: JoinDevice): Promise<void> {
    await db
      .insert(attendance)
      .values({ registrationId, firstJoinedAt: now, lastJoinedAt: now, joinCount: 1, device })
      .onConflictDoUpdate({
        target: attendance.registrationId,
        set: {
          joinCount: sql`${attendance.joinCount} + 1`,
          firstJoinedAt: sql`coalesce(${attendance.firstJoinedAt}, excluded.first_joined_at)`,
          lastJoinedAt: sql`greatest(${attendance.lastJoinedAt}, excluded.last_joined_at)`,
          device: sql`excluded.device`,
        },
      });
  },

  /** Marks or unmarks the seat as attended by hand. */
  async setMark(db: Orm, registrationId: number, mark: { at: Date; by: number } | null): Promise<void> {
    const values = { markedAt: mark?.at ?? null, markedBy: mark?.by ?? null };
    await db
      .insert(attendance)
      .values({ registrationId, ...values })
      .onConflictDoUpdate({ target: attendance.registrationId, set: values });
  },

  /**
   * Records the first attendance of the seat: true for the one caller that did (it publishes
   * `rsvp.attended`), false ever after, however many joins or marks arrive at once.
   */
  async claimAttended(db: Orm, registrationId: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(attendance)
      .set({ attendedAt: now })
      .where(and(eq(attendance.registrationId, registrationId), isNull(attendance.attendedAt)))
      .returning({ id: attendance.registrationId });
    return rows.length > 0;
  },

  /**
   * Records `missed` for those of the seats that were neither joined nor marked and not yet called
   * missed; resolves the ids it recorded (each publishes `rsvp.missed` once).
   */
  async claimMissed(db: Orm, registrationIds: readonly number[], now: Date): Promise<number[]> {
    if (registrationIds.length === 0) return [];
    const rows = await db
      .insert(attendance)
      .values(registrationIds.map((registrationId) => ({ registrationId, missedAt: now })))
      .onConflictDoUpdate({
        target: attendance.registrationId,
        set: { missedAt: sql`excluded.missed_at` },
        setWhere: sql`${attendance.attendedAt} is null and ${attendance.missedAt} is null`,
      })
      .returning({ id: attendance.registrationId });
    return rows.map((row) => row.id);
  },

  async byRegistration(db: Orm, registrationId: number): Promise<AttendanceRow | undefined> {
    const [row] = await db.select().from(attendance).where(eq(attendance.registrationId, registrationId));
    return row;
  },

  async forRegistrations(db: Orm, registrationIds: readonly number[]): Promise<AttendanceRow[]> {
    if (registrationIds.length === 0) return [];
    return db
      .select()
      .from(attendance)
      .where(inArray(attendance.registrationId, [...registrationIds]));
  },
};
