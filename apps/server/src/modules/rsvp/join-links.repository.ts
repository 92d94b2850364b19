import { and, count, countDistinct, eq, gt, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { joinLinks, joinOpens } from './attendance.tables';

export type JoinLinkRow = typeof joinLinks.$inferSelect;

/** What the admin's attendance view shows of a seat's links. */
export interface SeatLinks {
  registrationId: number;
  liveCreatedAt: Date | null;
  sharedAt: Date | null;
  revoked: number;
}

/** SQL of personal join links and their recent opens (docs/product.md, Joining a session). */
export const joinLinksRepository = {
  async byId(db: Orm, id: number): Promise<JoinLinkRow | undefined> {
    const [row] = await db.select().from(joinLinks).where(eq(joinLinks.id, id));
    return row;
  },

  async live(db: Orm, registrationId: number): Promise<JoinLinkRow | undefined> {
    const [row] = await db
      .select()
      .from(joinLinks)
      .where(and(eq(joinLinks.registrationId, registrationId), isNull(joinLinks.revokedAt)));
    return row;
  },

  /** The seat's live link, made now if it has none (two callers at once end with the same one). */
  async liveOrNew(db: Orm, registrationId: number, seed: string, now: Date): Promise<JoinLinkRow> {
    await db.insert(joinLinks).values({ registrationId, seed, createdAt: now }).onConflictDoNothing();
    const row = await joinLinksRepository.live(db, registrationId);
    if (!row) throw new Error('the join link was revoked while it was made');
    return row;
  },

  /** Revokes the seat's live link; resolves whether there was one. */
  async revoke(db: Orm, registrationId: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(joinLinks)
      .set({ revokedAt: now })
      .where(and(eq(joinLinks.registrationId, registrationId), isNull(joinLinks.revokedAt)))
      .returning({ id: joinLinks.id });
    return rows.length > 0;
  },

  async recordOpen(db: Orm, linkId: number, visitorKey: string, now: Date): Promise<void> {
    await db.insert(joinOpens).values({ linkId, visitorKey, openedAt: now });
  },

  /** Distinct visitors that opened the link after `since`. */
  async visitorsSince(db: Orm, linkId: number, since: Date): Promise<number> {
    const [row] = await db
      .select({ visitors: countDistinct(joinOpens.visitorKey) })
      .from(joinOpens)
      .where(and(eq(joinOpens.linkId, linkId), gt(joinOpens.openedAt, since)));
    return Number(row?.visitors ?? 0);
  },

  /** Flags the link as shared; true for the one caller that set the flag. */
  async flagShared(db: Orm, linkId: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(joinLinks)
      .set({ sharedAt: now })
      .where(and(eq(joinLinks.id, linkId), isNull(joinLinks.sharedAt)))
      .returning({ id: joinLinks.id });
    return rows.length > 0;
  },

  /** Housekeeping: opens older than `before` are no longer needed for the shared check. */
  async pruneOpens(db: Orm, before: Date): Promise<number> {
    const rows = await db.delete(joinOpens).where(lt(joinOpens.openedAt, before)).returning({ id: joinOpens.id });
    return rows.length;
  },

  /** Per seat: when its live link was made, the latest shared flag of any of its links, and how many were revoked. */
  async forRegistrations(db: Orm, registrationIds: readonly number[]): Promise<SeatLinks[]> {
    if (registrationIds.length === 0) return [];
    const rows = await db
      .select({
        registrationId: joinLinks.registrationId,
        liveCreatedAt: max(sql<Date>`case when ${joinLinks.revokedAt} is null then ${joinLinks.createdAt} end`),
        sharedAt: max(joinLinks.sharedAt),
        revoked: count(joinLinks.revokedAt),
      })
      .from(joinLinks)
      .where(inArray(joinLinks.registrationId, [...registrationIds]))
      .groupBy(joinLinks.registrationId);
    return rows.map((row) => ({
      registrationId: row.registrationId,
      liveCreatedAt: row.liveCreatedAt ? new Date(row.liveCreatedAt) : null,
      sharedAt: row.sharedAt ? new Date(row.sharedAt) : null,
      revoked: Number(row.revoked),
    }));
  },
};
