import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Orm } from '../../db/database';
import { CognitoError } from './cognito-error.rules';
import { sessionRepository, type SessionRow } from './session.repository';

/** A rotated refresh token may be presented again this long (a lost response, two tabs) without alarm. */
export const REUSE_GRACE_MS = 30_000;

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(48).toString('base64url');
}

export interface StartedSession {
  session: SessionRow;
  refreshToken: string;
}

export interface RefreshedSession {
  session: SessionRow;
  /** The successor to hand the client; absent when rotation was not asked for. */
  refreshToken?: string;
}

const invalid = () => new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
const revoked = () => new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');

/**
 * Sign-in sessions and their refresh tokens. A sign-in starts a family (its id is the tokens'
 * origin_jti); each refresh with rotation replaces the token. A rotated token presented again
 * within the grace gets a sibling; after it, the whole family is revoked (a stolen token in use).
 */
export function createRefreshSessions(orm: Orm, options: { refreshTtlDays: number; now: () => Date }) {
  return {
    async start(userSub: string, clientId: string): Promise<StartedSession> {
      const now = options.now();
      const refreshToken = newRefreshToken();
      const session: SessionRow = {
        originJti: randomUUID(),
        userSub,
        clientId,
        authTime: now,
        expiresAt: new Date(now.getTime() + options.refreshTtlDays * 86_400_000),
        revokedAt: null,
        revokedReason: null,
      };
      await sessionRepository.create(orm, session, {
        tokenHash: hashRefreshToken(refreshToken),
        issuedAt: now,
        expiresAt: session.expiresAt,
      });
      return { session, refreshToken };
    },

    /** Checks a refresh token and, with `rotate`, issues its successor. Throws NotAuthorizedException. */
    async refresh(token: string, clientId: string, rotate: boolean): Promise<RefreshedSession> {
      const now = options.now();
      const hash = hashRefreshToken(token);
      const found = await sessionRepository.findToken(orm, hash);
      if (!found || found.session.clientId !== clientId) throw invalid();
      const { token: row, session } = found;
      if (session.revokedAt) throw revoked();
      if (row.expiresAt.getTime() <= now.getTime()) {
        throw new CognitoError('NotAuthorizedException', 'Refresh Token has expired');
      }
      if (row.rotatedAt && now.getTime() - row.rotatedAt.getTime() > REUSE_GRACE_MS) {
        await sessionRepository.revoke(orm, session.originJti, 'refresh-token-reuse', now);
        throw revoked();
      }
      if (!rotate) return { session };
      const refreshToken = newRefreshToken();
      await sessionRepository.rotate(
        orm,
        hash,
        session.originJti,
        { tokenHash: hashRefreshToken(refreshToken), issuedAt: now, expiresAt: session.expiresAt },
        now,
      );
      return { session, refreshToken };
    },

    /** RevokeToken: ends the token's sign-in (its refresh tokens and its access and id tokens). */
    async revokeByToken(token: string, clientId: string): Promise<void> {
      const found = await sessionRepository.findToken(orm, hashRefreshToken(token));
      if (!found || found.session.clientId !== clientId) return;
      await sessionRepository.revoke(orm, found.session.originJti, 'signed-out', options.now());
    },

    revokeAll: (userSub: string, reason: string, keep?: string) =>
      sessionRepository.revokeAllForUser(orm, userSub, reason, options.now(), keep),

    /** The user's live sign-ins, newest first. */
    listLive: (userSub: string) => sessionRepository.listLive(orm, userSub, options.now()),

    isActive: (originJti: string, now: Date) => sessionRepository.isActive(orm, originJti, now),
  };
}
export type RefreshSessions = ReturnType<typeof createRefreshSessions>;
