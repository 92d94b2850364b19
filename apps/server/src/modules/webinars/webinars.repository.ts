import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { webinarSessions } from './webinars.tables';

export type SessionRow = typeof webinarSessions.$inferSelect;
export type SessionWithSeats = SessionRow & { seatsPaid: number; seatsHeld: number; waitlistCount: number };

export interface SessionFields {
  title: string;
  startsAt: Date;
  timezone: string;
  durationMinutes: number;
  capacity: number;
  priceCents: number;
  currency: string;
  joinUrl: string;
}

/**
 * The seat counts of the session row a query selects, at `now`, as SQL columns. RSVP owns the
 * registrations and waitlist they count and provides this at wiring (its `seatCounts`).
 */
export type SeatCountsQuery = (now: Date) => {
  seatsPaid: SQL<number>;
  seatsHeld: SQL<number>;
  waitlistCount: SQL<number>;
};

export type SessionScope = 'upcoming' | 'past' | 'all';

export function createWebinarsRepository(orm: Orm, seatCounts: SeatCountsQuery) {
  function withSeats(db: Orm, now: Date) {
    return db.select({ session: webinarSessions, ...seatCounts(now) }).from(webinarSessions);
  }

  const flatten = (row: { session: SessionRow; seatsPaid: number; seatsHeld: number; waitlistCount: number }) => ({
    ...row.session,
    seatsPaid: Number(row.seatsPaid),
    seatsHeld: Number(row.seatsHeld),
    waitlistCount: Number(row.waitlistCount),
  });

  return {
    async insert(db: Orm, fields: SessionFields, createdBy: number | null): Promise<SessionRow> {
      const [row] = await db
        .insert(webinarSessions)
        .values({ ...fields, createdBy })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(db: Orm, id: number, fields: SessionFields, now: Date): Promise<void> {
      await db
        .update(webinarSessions)
        .set({ ...fields, updatedAt: now })
        .where(eq(webinarSessions.id, id));
    },

    async markCancelled(db: Orm, id: number, now: Date): Promise<void> {
      await db
        .update(webinarSessions)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(eq(webinarSessions.id, id));
    },

    /** Locks the session row for the rest of the transaction: capacity checks on it run one at a time. */
    async lock(db: Orm, id: number): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(webinarSessions).where(eq(webinarSessions.id, id)).for('update');
      return row;
    },

    async findWithSeats(db: Orm, id: number, now: Date): Promise<SessionWithSeats | undefined> {
      const [row] = await withSeats(db, now).where(eq(webinarSessions.id, id));
      return row ? flatten(row) : undefined;
    },

    async findById(id: number): Promise<SessionRow | undefined> {
      const [row] = await orm.select().from(webinarSessions).where(eq(webinarSessions.id, id));
      return row;
    },

    /** Scheduled sessions that have not started, soonest first. */
    async listBookable(now: Date): Promise<SessionWithSeats[]> {
      const rows = await withSeats(orm, now)
        .where(and(eq(webinarSessions.status, 'scheduled'), gt(webinarSessions.startsAt, now)))
        .orderBy(asc(webinarSessions.startsAt), asc(webinarSessions.id));
      return rows.map(flatten);
    },

    async list(scope: SessionScope, now: Date): Promise<SessionWithSeats[]> {
      const where: SQL | undefined =
        scope === 'upcoming'
          ? gt(webinarSessions.startsAt, now)
          : scope === 'past'
            ? lte(webinarSessions.startsAt, now)
            : undefined;
      const order = scope === 'past' ? desc(webinarSessions.startsAt) : asc(webinarSessions.startsAt);
      const rows = await withSeats(orm, now)
        .where(where ?? sql`true`)
        .orderBy(order, asc(webinarSessions.id))
        .limit(500);
      return rows.map(flatten);
    },
  };
}
export type WebinarsRepository = ReturnType<typeof createWebinarsRepository>;
