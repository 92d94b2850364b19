import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { RegistrationQuestion } from '@meridian/contracts/webinars-questions';
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
  doorsOpenMinutes: number;
  /** Undefined: unchanged on update, none on insert. */
  registrationQuestions?: RegistrationQuestion[];
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

function withSeats(db: Orm, seatCounts: SeatCountsQuery, now: Date) {
  return db.select({ session: webinarSessions, ...seatCounts(now) }).from(webinarSessions);
}

const flatten = (row: { session: SessionRow; seatsPaid: number; seatsHeld: number; waitlistCount: number }) => ({
  ...row.session,
  seatsPaid: Number(row.seatsPaid),
  seatsHeld: Number(row.seatsHeld),
  waitlistCount: Number(row.waitlistCount),
});

/**
 * SQL for webinar sessions; every function takes the handle to run on (the ORM or a transaction), and
 * the reads with seat counts take RSVP's `seatCounts` (see `SeatCountsQuery`).
 */
export const webinarsRepository = {
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

  async findById(db: Orm, id: number): Promise<SessionRow | undefined> {
    const [row] = await db.select().from(webinarSessions).where(eq(webinarSessions.id, id));
    return row;
  },

  /** The sessions with these ids, in no particular order (ids that name none are left out). */
  async findByIds(db: Orm, ids: readonly number[]): Promise<SessionRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(webinarSessions)
      .where(inArray(webinarSessions.id, [...new Set(ids)]));
  },

  /** Scheduled sessions starting after `after`, up to and including `until`. */
  async scheduledStartingBetween(db: Orm, after: Date, until: Date): Promise<SessionRow[]> {
    return db
      .select()
      .from(webinarSessions)
      .where(
        and(
          eq(webinarSessions.status, 'scheduled'),
          gt(webinarSessions.startsAt, after),
          lte(webinarSessions.startsAt, until),
        ),
      );
  },

  /** The ids of cancelled sessions as a subquery, for another module's query (`… in <subquery>`). */
  cancelledIds(): SQL {
    return sql`(select ${webinarSessions.id} from ${webinarSessions} where ${webinarSessions.status} = 'cancelled')`;
  },

  async findWithSeats(
    db: Orm,
    seatCounts: SeatCountsQuery,
    id: number,
    now: Date,
  ): Promise<SessionWithSeats | undefined> {
    const [row] = await withSeats(db, seatCounts, now).where(eq(webinarSessions.id, id));
    return row ? flatten(row) : undefined;
  },

  /** Scheduled sessions that have not started, soonest first. */
  async listBookable(db: Orm, seatCounts: SeatCountsQuery, now: Date): Promise<SessionWithSeats[]> {
    const rows = await withSeats(db, seatCounts, now)
      .where(and(eq(webinarSessions.status, 'scheduled'), gt(webinarSessions.startsAt, now)))
      .orderBy(asc(webinarSessions.startsAt), asc(webinarSessions.id));
    return rows.map(flatten);
  },

  async list(db: Orm, seatCounts: SeatCountsQuery, scope: SessionScope, now: Date): Promise<SessionWithSeats[]> {
    const where: SQL | undefined =
      scope === 'upcoming'
        ? gt(webinarSessions.startsAt, now)
        : scope === 'past'
          ? lte(webinarSessions.startsAt, now)
          : undefined;
    const order = scope === 'past' ? desc(webinarSessions.startsAt) : asc(webinarSessions.startsAt);
    const rows = await withSeats(db, seatCounts, now)
      .where(where ?? sql`true`)
      .orderBy(order, asc(webinarSessions.id))
      .limit(500);
    return rows.map(flatten);
  },
};
