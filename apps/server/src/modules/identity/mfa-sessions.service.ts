import { createHash, randomBytes } from 'node:crypto';
import type { Orm } from '../../db/database';
import { CognitoError } from './cognito-error.rules';
import { mfaSessionRepository as repository, type MfaSessionRow } from './mfa-session.repository';

/**
 * How long each MFA step's Session answers. Cognito's default is 3 minutes (3 to 15 configurable);
 * setting up an authenticator app for the first time takes longer, so 5.
 */
export const MFA_SESSION_TTL_MS = 5 * 60_000;

export type MfaChallenge = MfaSessionRow['challenge'];
export type MfaStage = MfaSessionRow['stage'];

const hashOf = (session: string) => createHash('sha256').update(session, 'utf8').digest('hex');
const newSession = () => randomBytes(96).toString('base64url');

/** What Cognito answers for a Session it no longer knows (answered, expired, or never issued). */
export const sessionExpired = () =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');

/**
 * Sign-ins between the password and the MFA step (Cognito's `Session`): stored by hash, each step
 * that moves the sign-in on hands out a new Session and retires the old one; a wrong code leaves
 * the Session as it was, so the person may try again until it expires.
 */
export function createMfaSessions(orm: Orm, now: () => Date) {
  const expiry = () => new Date(now().getTime() + MFA_SESSION_TTL_MS);

  return {
    /** A new Session for `challenge` after the password was right. */
    async start(userSub: string, clientId: string, challenge: MfaChallenge): Promise<string> {
      const session = newSession();
      await repository.put(orm, {
        id: hashOf(session),
        userSub,
        clientId,
        challenge,
        stage: 'challenged',
        expiresAt: expiry(),
      });
      return session;
    },

    /** The live sign-in behind a Session at one of `stages`; NotAuthorizedException otherwise. */
    async open(session: string, challenge: MfaChallenge, stages: readonly MfaStage[]): Promise<MfaSessionRow> {
      const row = await repository.find(orm, hashOf(session));
      if (!row || row.expiresAt.getTime() <= now().getTime()) throw sessionExpired();
      if (row.challenge !== challenge) {
        throw new CognitoError('InvalidParameterException', `The session is not for ${challenge}.`);
      }
      if (!stages.includes(row.stage)) {
        throw new CognitoError('InvalidParameterException', 'The session is not at this step of the MFA setup.');
      }
      return row;
    },

    /** Moves the sign-in to `stage` and answers its new Session (the old one stops answering). */
    async advance(session: string, stage: MfaStage): Promise<string> {
      const next = newSession();
      const moved = await repository.advance(orm, hashOf(session), hashOf(next), { stage, expiresAt: expiry() });
      if (!moved) throw sessionExpired();
      return next;
    },

    /** Ends the sign-in's MFA step (it answered); NotAuthorizedException when another request did first. */
    async finish(session: string): Promise<void> {
      if (!(await repository.take(orm, hashOf(session)))) throw sessionExpired();
    },

    /** Drops every sign-in of the user waiting on MFA (the admin's reset). */
    endAll: (userSub: string) => repository.removeForUser(orm, userSub),
  };
}
export type MfaSessions = ReturnType<typeof createMfaSessions>;
