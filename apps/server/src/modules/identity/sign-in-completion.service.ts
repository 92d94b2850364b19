import { CognitoError } from './cognito-error.rules';
import type { RequestContext } from './identity-input.rules';
import type { PoolContext } from './pool-context.service';
import { poolUserRepository as users, type PoolUserRow } from './pool-user.repository';
import type { SessionRow } from './session.repository';

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

/** The end of every sign-in (after the password, and the MFA code where one is asked): tokens. */
export function createSignInCompletion(context: PoolContext) {
  const { limiter, sessions, issuer } = context;

  async function tokensFor(
    user: PoolUserRow,
    session: SessionRow,
    refreshToken?: string,
  ): Promise<AuthenticationResult> {
    const tokens = await issuer.issue(
      {
        sub: user.sub,
        username: user.username,
        email: user.email,
        emailVerified: user.emailVerified,
        attributes: user.attributes,
      },
      session,
    );
    return {
      AccessToken: tokens.accessToken,
      IdToken: tokens.idToken,
      ...(refreshToken ? { RefreshToken: refreshToken } : {}),
      ExpiresIn: tokens.expiresIn,
      TokenType: 'Bearer',
    };
  }

  return {
    tokensFor,

    /** Every factor was right: the account's state decides, then a session starts. */
    async finish(user: PoolUserRow, clientId: string, request: RequestContext) {
      await limiter.signInSucceeded(user, request.address);
      if (user.disabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
      if (user.status !== 'confirmed') throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
      const { session, refreshToken } = await sessions.start(user.sub, clientId);
      return { ChallengeParameters: {}, AuthenticationResult: await tokensFor(user, session, refreshToken) };
    },
  };
}
export type SignInCompletion = ReturnType<typeof createSignInCompletion>;

/**
 * Runs a sign-in attempt for `username` (a password check, a passkey) and tells context.signIns how
 * it ended: refused (wrong password or passkey, locked, disabled, unconfirmed) or signed in. A step
 * that answers with a further challenge (the MFA code) is told when that step ends
 * (mfa-challenges.service.ts). Unknown usernames name no account and go untold.
 */
export function createSignInReporter(context: PoolContext) {
  async function report(username: string, method: 'password' | 'passkey', succeeded: boolean, reason?: string) {
    const user = await users.findByUsername(context.orm, username);
    if (user) await context.signIns.attempted({ sub: user.sub, succeeded, method, ...(reason ? { reason } : {}) });
  }

  return async function reported<T>(
    username: string,
    method: 'password' | 'passkey',
    attempt: () => Promise<T>,
  ): Promise<T> {
    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (error instanceof CognitoError) await report(username, method, false, error.message);
      throw error;
    }
    const challenged = typeof result === 'object' && result !== null && 'ChallengeName' in result;
    if (!challenged) await report(username, method, true);
    return result;
  };
}
