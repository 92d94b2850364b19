import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { poolSessions, refreshTokens } from './identity.tables';

export type SessionRow = typeof poolSessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export interface LiveSession {
  originJti: string;
  clientId: string;
  authTime: Date;
  /** When the sign-in last renewed its tokens (its sign-in time until the first refresh). */
  lastRefreshAt: Date;
  expiresAt: Date;
}

export interface NewRefreshToken {
  tokenHash: string;
  issuedAt: Date;
  expiresAt: Date;
}

/** SQL for sign-in sessions (refresh-token families) and their refresh tokens; every function takes the handle to run on. */
export const sessionRepository = {
  async create(
    db: Orm,
    session: Omit<SessionRow, 'revokedAt' | 'revokedReason'>,
    token: NewRefreshToken,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.insert(poolSessions).values(session);
      await tx.insert(refreshTokens).values({ ...token, familyId: session.originJti });
    });
  },

  async findToken(db: Orm, tokenHash: string): Promise<{ token: RefreshTokenRow; session: SessionRow } | undefined> {
    const rows = await db
      .select({ token: refreshTokens, session: poolSessions })
      .from(refreshTokens)
      .innerJoin(poolSessions, eq(poolSessions.originJti, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return rows[0];
  },

  /**
   * Adds `next` to the family and marks `parentHash` rotated (if it was not already: the first
   * successor is the one recorded). Returns whether this call did the rotation.
   */
  async rotate(db: Orm, parentHash: string, familyId: string, next: NewRefreshToken, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const claimed = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now, replacedBy: next.tokenHash })
        .where(and(eq(refreshTokens.tokenHash, parentHash), isNull(refreshTokens.rotatedAt)))
        .returning({ tokenHash: refreshTokens.tokenHash });
      await tx.insert(refreshTokens).values({ ...next, familyId });
      return claimed.length > 0;
    });
  },

  async revoke(db: Orm, originJti: string, reason: string, now: Date): Promise<void> {
    await db
      .update(poolSessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(poolSessions.originJti, originJti), isNull(poolSessions.revokedAt)));
  },

  /** Revokes every live session of the user, except `keep` (the caller's own, on password change). */
  async revokeAllForUser(db: Orm, userSub: string, reason: string, now: Date, keep?: string): Promise<number> {
    const rows = await db
      .update(poolSessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(
        and(
          eq(poolSessions.userSub, userSub),
          isNull(poolSessions.revokedAt),
          keep ? ne(poolSessions.originJti, keep) : undefined,
        ),
      )
      .returning({ originJti: poolSessions.originJti });
    return rows.length;
  },

  /** The user's live sign-ins, newest first, each with when its refresh token was last renewed. */
  async listLive(db: Orm, userSub: string, now: Date): Promise<LiveSession[]> {
    return db
      .select({
        originJti: poolSessions.originJti,
        clientId: poolSessions.clientId,
        authTime: poolSessions.authTime,
        lastRefreshAt: sql<Date>`max(${refreshTokens.issuedAt})`.mapWith(poolSessions.authTime),
        expiresAt: poolSessions.expiresAt,
      })
      .from(poolSessions)
      .leftJoin(refreshTokens, eq(refreshTokens.familyId, poolSessions.originJti))
      .where(
        and(
          eq(poolSessions.userSub, userSub),
          isNull(poolSessions.revokedAt),
          sql`${poolSessions.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .groupBy(poolSessions.originJti)
      .orderBy(desc(poolSessions.authTime));
  },

  /** Housekeeping: sessions (and their tokens) past their end. */
  async pruneExpired(db: Orm, before: Date): Promise<number> {
    const rows = await db
      .delete(poolSessions)
      .where(sql`${poolSessions.expiresAt} < ${before.toISOString()}::timestamptz`)
      .returning({ originJti: poolSessions.originJti });
    return rows.length;
  },

  /** The one indexed query behind every access-token check: is this sign-in still live? */
  async isActive(db: Orm, originJti: string, now: Date): Promise<boolean> {
    const rows = await db
      .select({
        live: sql<boolean>`${poolSessions.revokedAt} is null and ${poolSessions.expiresAt} > ${now.toISOString()}::timestamptz`,
      })
      .from(poolSessions)
      .where(eq(poolSessions.originJti, originJti));
    return rows[0]?.live === true;
  },
};
