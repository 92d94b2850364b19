import { CognitoError, missingParameter, requiredParameter } from './cognito-error.rules';
import type { RequestContext, RespondToAuthChallengeInput } from './identity-input.rules';
import { sessionExpired } from './mfa-sessions.service';
import { normalizeUsername, type PoolContext } from './pool-context.service';
import { poolUserRepository as users, type PoolUserRow } from './pool-user.repository';
import { createSignInCompletion } from './sign-in-completion.service';

/** What MFA_SETUP offers: TOTP only (the pool sends no SMS and no e-mail codes for sign-in). */
export const MFAS_CAN_SETUP = '["SOFTWARE_TOKEN_MFA"]';

export interface MfaChallengeAnswer {
  ChallengeName: 'SOFTWARE_TOKEN_MFA' | 'MFA_SETUP';
  Session: string;
  ChallengeParameters: Record<string, string>;
}

function sessionOf(input: RespondToAuthChallengeInput): string {
  if (!input.Session) throw missingParameter('Session');
  return input.Session;
}

/**
 * The MFA step of a sign-in (docs/identity-protocol.md, TOTP MFA): after the password, a user with
 * TOTP on is asked for a code (SOFTWARE_TOKEN_MFA); a user whose roles must use MFA and who has
 * none is led through setting it up (MFA_SETUP, then AssociateSoftwareToken and
 * VerifySoftwareToken with the Session). Wrong codes count toward the sign-in lockout.
 */
export function createMfaChallenges(context: PoolContext) {
  const { orm, limiter, softwareTokens, mfaSessions } = context;
  const completion = createSignInCompletion(context);

  /** The session's user, who must be the one the answer names (USERNAME) and still able to sign in. */
  async function userOf(userSub: string, named: string): Promise<PoolUserRow> {
    const user = await users.findBySub(orm, userSub);
    if (!user) throw sessionExpired();
    if (normalizeUsername(named) !== user.username && named !== user.srpUsername) {
      throw new CognitoError('NotAuthorizedException', 'Invalid session for the user.');
    }
    return user;
  }

  /**
   * The last step of a sign-in that went through MFA, told to context.signIns as the password step
   * is: a wrong code or a refusal at the end as failed, the tokens as signed in.
   */
  async function reported<T>(user: PoolUserRow, attempt: () => Promise<T>): Promise<T> {
    try {
      const result = await attempt();
      await context.signIns.attempted({ sub: user.sub, succeeded: true, method: 'password' });
      return result;
    } catch (error) {
      if (error instanceof CognitoError) {
        await context.signIns.attempted({ sub: user.sub, succeeded: false, reason: error.message, method: 'password' });
      }
      throw error;
    }
  }

  return {
    /** After a right password: the MFA challenge this user must answer, or null to sign in now. */
    async afterPassword(user: PoolUserRow, clientId: string): Promise<MfaChallengeAnswer | null> {
      const names = { USER_ID_FOR_SRP: user.username, USERNAME: user.username };
      if ((await softwareTokens.state(user.sub)).enabled) {
        return {
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: await mfaSessions.start(user.sub, clientId, 'SOFTWARE_TOKEN_MFA'),
          ChallengeParameters: names,
        };
      }
      if (!(await context.mfaRequired(user.sub))) return null;
      return {
        ChallengeName: 'MFA_SETUP',
        Session: await mfaSessions.start(user.sub, clientId, 'MFA_SETUP'),
        ChallengeParameters: { ...names, MFAS_CAN_SETUP },
      };
    },

    /** RespondToAuthChallenge SOFTWARE_TOKEN_MFA: the code from the user's authenticator. */
    async respondSoftwareToken(input: RespondToAuthChallengeInput, request: RequestContext) {
      const session = sessionOf(input);
      const row = await mfaSessions.open(session, 'SOFTWARE_TOKEN_MFA', ['challenged']);
      if (row.clientId !== input.ClientId) throw sessionExpired();
      const user = await userOf(row.userSub, requiredParameter(input.ChallengeResponses, 'USERNAME'));
      const code = requiredParameter(input.ChallengeResponses, 'SOFTWARE_TOKEN_MFA_CODE').trim();
      return reported(user, async () => {
        await limiter.beginSignIn(user.username, request.address);
        if (!(await softwareTokens.acceptCode(user.sub, code))) {
          throw new CognitoError('CodeMismatchException', 'Invalid code received for user');
        }
        await mfaSessions.finish(session);
        return completion.finish(user, input.ClientId, request);
      });
    },

    /** RespondToAuthChallenge MFA_SETUP, after VerifySoftwareToken took a code: TOTP is on and preferred. */
    async respondMfaSetup(input: RespondToAuthChallengeInput, request: RequestContext) {
      const session = sessionOf(input);
      const row = await mfaSessions.open(session, 'MFA_SETUP', ['verified']);
      if (row.clientId !== input.ClientId) throw sessionExpired();
      const user = await userOf(row.userSub, requiredParameter(input.ChallengeResponses, 'USERNAME'));
      await mfaSessions.finish(session);
      await softwareTokens.setPreference(user.sub, true, true);
      return reported(user, () => completion.finish(user, input.ClientId, request));
    },

    /** AssociateSoftwareToken with a MFA_SETUP Session: a new secret and the next Session. */
    async associateInSignIn(session: string) {
      const row = await mfaSessions.open(session, 'MFA_SETUP', ['challenged', 'associated']);
      const secret = await softwareTokens.associate(row.userSub);
      return { SecretCode: secret, Session: await mfaSessions.advance(session, 'associated') };
    },

    /** VerifySoftwareToken with a MFA_SETUP Session: a wrong code counts toward the lockout. */
    async verifyInSignIn(session: string, code: string, friendlyName: string | null, request: RequestContext) {
      const row = await mfaSessions.open(session, 'MFA_SETUP', ['associated']);
      const user = await users.findBySub(orm, row.userSub);
      if (!user) throw sessionExpired();
      // Counted until RespondToAuthChallenge MFA_SETUP signs the user in (signInSucceeded takes it back).
      await limiter.beginSignIn(user.username, request.address);
      await softwareTokens.verifyPending(user.sub, code, friendlyName);
      return { Status: 'SUCCESS', Session: await mfaSessions.advance(session, 'verified') };
    },
  };
}
export type MfaChallenges = ReturnType<typeof createMfaChallenges>;
