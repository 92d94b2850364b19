import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { waitlistEntries } from './rsvp.tables';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistEntry = typeof waitlistEntries.$inferInsert;

export const waitlistRepository = {
  /** Adds a person unless they already wait (or hold an offer) for this session; answers their entry either way. */
  async join(db: Orm, values: NewWaitlistEntry): Promise<WaitlistRow> {
    const [inserted] = await db.insert(waitlistEntries).values(values).onConflictDoNothing().returning();
    if (inserted) return inserted;
    const [existing] = await db
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.sessionId, values.sessionId),
          sql`lower(${waitlistEntries.email}) = lower(${values.email})`,
          sql`${waitlistEntries.status} in ('waiting', 'offered')`,
        ),
      );
    if (!existing) throw new Error('waitlist entry vanished');
    return existing;
  },

  /** 1-based place in line among people still waiting. */
  async position(db: Orm, entry: WaitlistRow): Promise<number> {
    const [row] = await db
      .select({ ahead: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.sessionId, entry.sessionId),
          eq(waitlistEntries.status, 'waiting'),
          sql`${waitlistEntries.id} < ${entry.id}`,
        ),
      );
    return Number(row?.ahead ?? 0) + 1;
  },

  /** The next person in line, locked; concurrent releases skip each other's pick. */
  async nextWaiting(db: Orm, sessionId: number): Promise<WaitlistRow | undefined> {
    const [row] = await db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.status, 'waiting')))
      .orderBy(asc(waitlistEntries.id))
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  },

  async markOffered(db: Orm, id: number, token: string, now: Date, expiresAt: Date): Promise<WaitlistRow | undefined> {
    const [row] = await db
      .update(waitlistEntries)
      .set({ status: 'offered', offerToken: token, offeredAt: now, offerExpiresAt: expiresAt })
      .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'waiting')))
      .returning();
    return row;
  },

  async byToken(db: Orm, token: string, lock = false): Promise<WaitlistRow | undefined> {
    const query = db.select().from(waitlistEntries).where(eq(waitlistEntries.offerToken, token));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  async setStatus(db: Orm, id: number, status: 'claimed' | 'lapsed' | 'removed'): Promise<void> {
    await db.update(waitlistEntries).set({ status }).where(eq(waitlistEntries.id, id));
  },

  /** Offers whose time ran out, per session (the sweep lapses them and offers the seat on). */
  async lapsedOffers(db: Orm, now: Date, limit: number): Promise<WaitlistRow[]> {
    return db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
      .orderBy(asc(waitlistEntries.offerExpiresAt))
      .limit(limit);
  },

  /** Everyone who joined the session's waitlist, in the order they joined. */
  async forSession(db: Orm, sessionId: number): Promise<WaitlistRow[]> {
    return db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.sessionId, sessionId))
      .orderBy(asc(waitlistEntries.id));
  },

  async removeOpen(db: Orm, sessionId: number): Promise<WaitlistRow[]> {
    return db
      .update(waitlistEntries)
      .set({ status: 'removed' })
      .where(and(eq(waitlistEntries.sessionId, sessionId), sql`${waitlistEntries.status} in ('waiting', 'offered')`))
      .returning();
  },
};
