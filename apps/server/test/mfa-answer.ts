import type { AuthenticatorApps } from './authenticator-app';

/** What the pool answers a sign-in step (the parts the MFA step reads). */
export interface PoolAnswer {
  AuthenticationResult?: { AccessToken: string; IdToken: string; RefreshToken: string };
  ChallengeName?: string;
  Session?: string;
  SecretCode?: string;
}

/** One Cognito-protocol call that resolves the answer of a success and throws on a refusal. */
export type PoolOperation = (operation: string, body: object) => Promise<PoolAnswer>;

/**
 * Answers the MFA step of a sign-in as a person with an authenticator app does (docs/decisions/
 * 2026-11-27-totp-mfa.md): the code for SOFTWARE_TOKEN_MFA; for MFA_SETUP (a role that must use
 * MFA), setting the app up with the secret the pool hands out. Any other answer is returned as it is.
 * Used by the server tests' harness, the multi-instance tests and the benches.
 */
export async function answerMfa(
  call: PoolOperation,
  clientId: string,
  username: string,
  answer: PoolAnswer,
  apps: AuthenticatorApps,
): Promise<PoolAnswer> {
  if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    return call('RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: clientId,
      Session: answer.Session,
      ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: apps.nextCode(username) },
    });
  }
  if (answer.ChallengeName !== 'MFA_SETUP') return answer;
  const associated = await call('AssociateSoftwareToken', { Session: answer.Session });
  apps.remember(username, associated.SecretCode ?? '');
  const verified = await call('VerifySoftwareToken', {
    Session: associated.Session,
    UserCode: apps.nextCode(username),
  });
  return call('RespondToAuthChallenge', {
    ChallengeName: 'MFA_SETUP',
    ClientId: clientId,
    Session: verified.Session,
    ChallengeResponses: { USERNAME: username },
  });
}
