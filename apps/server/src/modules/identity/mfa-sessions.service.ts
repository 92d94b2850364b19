import { createHash, randomBytes } from 'node:crypto';
import type { Orm } from '../../db/database';
import { CognitoError } from './cognito-error.rules';
import { mfaSessionRepository as repository, type MfaSessionRow } from './mfa-session.repository';

/**
 * How long each sign-in step's Session answers. Cognito's default is 3 minutes (3 to 15 configurable);
 * setting up an authenticator app for the first time takes longer, so 5. A passkey's challenge
 * (sign-in or registration) lives as long.
 */
export const MFA_SESSION_TTL_MS = 5 * 60_000;

export type MfaChallenge = MfaSessionRow['challenge'];
export type MfaStage = MfaSessionRow['stage'];
/** A step that belongs to a known user (every step but the SELECT_CHALLENGE of an unknown username). */
export type UserSessionRow = MfaSessionRow & { userSub: string };

const hashOf = (session: string) => createHash('sha256').update(session, 'utf8').digest('hex');
const newSession = () => randomBytes(96).toString('base64url');
/** A registration's row is keyed by its WebAuthn challenge, kept apart from every Session's key. */
const registrationKey = (webauthnChallenge: string) => hashOf(`webauthn-registration:${webauthnChallenge}`);

/** What Cognito answers for a Session it no longer knows (answered, expired, or never issued). */
export const sessionExpired = () =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');

/**
 * Sign-in steps waiting on an answer (Cognito's `Session`): stored by hash, each step that moves the
 * sign-in on hands out a new Session and retires the old one; a wrong MFA code leaves the Session as
 * it was, so the person may try again until it expires. The first-factor steps (SELECT_CHALLENGE,
 * WEB_AUTHN) answer once, whatever the answer.
 */
export function createMfaSessions(orm: Orm, now: () => Date) {
  const expiry = () => new Date(now().getTime() + MFA_SESSION_TTL_MS);
  const live = (row: MfaSessionRow | undefined, challenge: MfaChallenge): row is MfaSessionRow =>
    !!row && row.challenge === challenge && row.expiresAt.getTime() > now().getTime();

  return {
    /** A new Session for `challenge`: after the password (MFA), or a first-factor step of USER_AUTH. */
    async start(
      userSub: string | null,
      clientId: string,
      challenge: MfaChallenge,
      step: { username?: string; webauthnChallenge?: string } = {},
    ): Promise<string> {
      const session = newSession();
      await repository.put(orm, {
        id: hashOf(session),
        userSub,
        username: step.username ?? null,
        clientId,
        challenge,
        stage: 'challenged',
        webauthnChallenge: step.webauthnChallenge ?? null,
        expiresAt: expiry(),
      });
      return session;
    },

    /** The live MFA step behind a Session at one of `stages`; NotAuthorizedException otherwise. */
    async open(session: string, challenge: MfaChallenge, stages: readonly MfaStage[]): Promise<UserSessionRow> {
      const row = await repository.find(orm, hashOf(session));
      if (!row?.userSub || row.expiresAt.getTime() <= now().getTime()) throw sessionExpired();
      if (row.challenge !== challenge) {
        throw new CognitoError('InvalidParameterException', `The session is not for ${challenge}.`);
      }
      if (!stages.includes(row.stage)) {
        throw new CognitoError('InvalidParameterException', 'The session is not at this step of the MFA setup.');
      }
      return { ...row, userSub: row.userSub };
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

    /** A first-factor step, answered once: removed as it is read; NotAuthorizedException if not live. */
    async take(session: string, challenge: MfaChallenge): Promise<MfaSessionRow> {
      const row = await repository.take(orm, hashOf(session));
      if (!live(row, challenge)) throw sessionExpired();
      return row;
    },

    /** A passkey registration's challenge, replacing any the user had pending. */
    async startRegistration(userSub: string, clientId: string, webauthnChallenge: string): Promise<void> {
      await repository.removeForUser(orm, userSub, 'WEB_AUTHN_REGISTRATION');
      await repository.put(orm, {
        id: registrationKey(webauthnChallenge),
        userSub,
        username: null,
        clientId,
        challenge: 'WEB_AUTHN_REGISTRATION',
        stage: 'challenged',
        webauthnChallenge,
        expiresAt: expiry(),
      });
    },

    /** The user's pending registration for `webauthnChallenge`, used up; undefined when none is live. */
    async takeRegistration(userSub: string, webauthnChallenge: string): Promise<MfaSessionRow | undefined> {
      const row = await repository.takeForUser(orm, registrationKey(webauthnChallenge), userSub);
      return live(row, 'WEB_AUTHN_REGISTRATION') ? row : undefined;
    },

    /** Drops every sign-in step of the user (the admin's MFA reset). */
    endAll: (userSub: string) => repository.removeForUser(orm, userSub),
  };
}
export type MfaSessions = ReturnType<typeof createMfaSessions>;
