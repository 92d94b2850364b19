import { and, asc, count, eq, gt, or, sql, sum } from 'drizzle-orm';
import type { ReplayFigures } from '@meridian/contracts/rsvp-replays';
import type { Orm } from '../../db/database';
import { attendance } from './attendance.tables';
import type { RegistrationRow } from './registrations.repository';
import { replays } from './replays.tables';
import { registrations } from './rsvp.tables';

export type ReplayRow = typeof replays.$inferSelect;
export type NewReplay = typeof replays.$inferInsert;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** A paid seat of the session not yet emailed about the replay window that began at `publishedAt`. */
const unmailed = (publishedAt: Date) =>
  or(sql`${attendance.replayMailedAt} is null`, sql`${attendance.replayMailedAt} < ${at(publishedAt)}`);

/** SQL of replays and of what their seats did with them (docs/product.md, Replays). */
export const replaysRepository = {
  async get(db: Orm, sessionId: number, lock = false): Promise<ReplayRow | undefined> {
    const query = db.select().from(replays).where(eq(replays.sessionId, sessionId));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  async save(db: Orm, values: NewReplay): Promise<void> {
    const { sessionId: _, ...changes } = values;
    await db.insert(replays).values(values).onConflictDoUpdate({ target: replays.sessionId, set: changes });
  },

  async remove(db: Orm, sessionId: number): Promise<ReplayRow | undefined> {
    const [row] = await db.delete(replays).where(eq(replays.sessionId, sessionId)).returning();
    return row;
  },

  /** Sessions whose live replay still has paid seats to email. */
  async sessionsToMail(db: Orm, now: Date): Promise<number[]> {
    const rows = await db
      .selectDistinct({ sessionId: replays.sessionId })
      .from(replays)
      .innerJoin(registrations, and(eq(registrations.sessionId, replays.sessionId), eq(registrations.status, 'paid')))
      .leftJoin(attendance, eq(attendance.registrationId, registrations.id))
      .where(
        and(
          gt(replays.expiresAt, now),
          or(sql`${attendance.replayMailedAt} is null`, sql`${attendance.replayMailedAt} < ${replays.publishedAt}`),
        ),
      );
    return rows.map((row) => row.sessionId);
  },

  /** Up to `limit` paid seats of the session not emailed in the window that began at `publishedAt`, by id. */
  async unmailedSeats(db: Orm, sessionId: number, publishedAt: Date, limit: number): Promise<RegistrationRow[]> {
    const rows = await db
      .select({ registration: registrations })
      .from(registrations)
      .leftJoin(attendance, eq(attendance.registrationId, registrations.id))
      .where(and(eq(registrations.sessionId, sessionId), eq(registrations.status, 'paid'), unmailed(publishedAt)))
      .orderBy(asc(registrations.id))
      .limit(limit);
    return rows.map((row) => row.registration);
  },

  async markMailed(db: Orm, registrationId: number, now: Date): Promise<void> {
    await db
      .insert(attendance)
      .values({ registrationId, replayMailedAt: now })
      .onConflictDoUpdate({ target: attendance.registrationId, set: { replayMailedAt: now } });
  },

  /**
   * Counts one view in a single statement (views at the same moment never lose a count) and locks
   * the seat's attendance row, so the views of one seat run one after another from here.
   */
  async recordView(db: Orm, registrationId: number, now: Date): Promise<number> {
    const [row] = await db
      .insert(attendance)
      .values({ registrationId, replayViews: 1, replayLastWatchedAt: now })
      .onConflictDoUpdate({
        target: attendance.registrationId,
        set: {
          replayViews: sql`${attendance.replayViews} + 1`,
          replayLastWatchedAt: sql`greatest(${attendance.replayLastWatchedAt}, excluded.replay_last_watched_at)`,
        },
      })
      .returning({ views: attendance.replayViews });
    return row?.views ?? 0;
  },

  /** Records the seat's first view: true for the one caller that did (it publishes `rsvp.replay_watched`). */
  async claimWatched(db: Orm, registrationId: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(attendance)
      .set({ replayFirstWatchedAt: now })
      .where(and(eq(attendance.registrationId, registrationId), sql`${attendance.replayFirstWatchedAt} is null`))
      .returning({ id: attendance.registrationId });
    return rows.length > 0;
  },

  /** The session's paid seats, how many were emailed in the current window, watched, and their views. */
  async figures(db: Orm, sessionId: number, publishedAt: Date | null): Promise<ReplayFigures> {
    const mailed = publishedAt
      ? sql<number>`count(*) filter (where ${attendance.replayMailedAt} >= ${at(publishedAt)})`
      : sql<number>`0`;
    const [row] = await db
      .select({
        paid: count(),
        mailed,
        viewers: count(attendance.replayFirstWatchedAt),
        views: sum(attendance.replayViews),
      })
      .from(registrations)
      .leftJoin(attendance, eq(attendance.registrationId, registrations.id))
      .where(and(eq(registrations.sessionId, sessionId), eq(registrations.status, 'paid')));
    return {
      paid: Number(row?.paid ?? 0),
      mailed: Number(row?.mailed ?? 0),
      viewers: Number(row?.viewers ?? 0),
      views: Number(row?.views ?? 0),
    };
  },
};
