import type { CurrentUser } from '@meridian/contracts/users';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, freshEmail } from './accounts';
import { nextCode, rememberSecret } from './authenticator';
import { baseURL } from './base-url';

/**
 * Accounts made through the API, the way the sign-up modal makes them but without a browser: the
 * built-in user pool's SignUp and InitiateAuth (Cognito's wire protocol, as Amplify sends it), then
 * POST /api/v1/user, then the roles an admin grants. A spec that is not about signing up or signing
 * in starts from one of these (docs/testing.md, Preconditions).
 */

const CLIENT_ID = 'meridianwebclient';
const AMZ_JSON = 'application/x-amz-json-1.1';
export const DEFAULT_PASSWORD = 'correct horse battery';

export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

export type RoleName = CurrentUser['roles'][number];
const ROLE_IDS: Record<RoleName, number> = { Admin: 1, Sales: 2, Affiliate: 3, Advertiser: 4, EmailMarketing: 5 };

export interface Account {
  email: string;
  password: string;
  userId: number;
  firstName: string;
  lastName: string;
  tokens: Tokens;
  user: CurrentUser;
}

let shared: APIRequestContext | undefined;
/** One request context per worker for set-up calls (it holds no cookies that matter). */
export async function setupRequest(): Promise<APIRequestContext> {
  shared ??= await playwrightRequest.newContext({ baseURL });
  return shared;
}

async function identity<T>(operation: string, body: unknown): Promise<T> {
  const request = await setupRequest();
  const response = await request.post('/identity', {
    headers: {
      'content-type': AMZ_JSON,
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    data: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { __type?: string; message?: string };
  if (!response.ok()) throw new Error(`${operation} failed: ${json.__type ?? response.status()} ${json.message ?? ''}`);
  return json;
}

interface PoolAnswer {
  AuthenticationResult?: { AccessToken: string; IdToken: string; RefreshToken: string };
  ChallengeName?: string;
  Session?: string;
  SecretCode?: string;
}

/**
 * The MFA step of a sign-in, answered like a person with an authenticator app: the code for
 * SOFTWARE_TOKEN_MFA, or for MFA_SETUP (an admin's first sign-in: admins must use MFA) setting the
 * app up with the secret the pool hands out (docs/decisions/2026-11-27-totp-mfa.md).
 */
async function answerMfa(email: string, answer: PoolAnswer): Promise<PoolAnswer> {
  const username = email.toLowerCase();
  if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    return identity<PoolAnswer>('RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: CLIENT_ID,
      Session: answer.Session,
      ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: await nextCode(username) },
    });
  }
  if (answer.ChallengeName !== 'MFA_SETUP') return answer;
  const associated = await identity<PoolAnswer>('AssociateSoftwareToken', { Session: answer.Session });
  rememberSecret(username, associated.SecretCode ?? '');
  const verified = await identity<PoolAnswer>('VerifySoftwareToken', {
    Session: associated.Session,
    UserCode: await nextCode(username),
  });
  return identity<PoolAnswer>('RespondToAuthChallenge', {
    ChallengeName: 'MFA_SETUP',
    ClientId: CLIENT_ID,
    Session: verified.Session,
    ChallengeResponses: { USERNAME: username },
  });
}

/**
 * Tokens for an existing account (USER_PASSWORD_AUTH: one request, no SRP maths), answering MFA
 * where the account has it or must set it up.
 */
export async function signInTokens(email: string, password: string): Promise<Tokens> {
  const first = await identity<PoolAnswer>('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const result = (await answerMfa(email, first)).AuthenticationResult;
  if (!result) throw new Error(`signing ${email} in asked for a step this helper does not answer`);
  return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken: result.RefreshToken };
}

/** Asks the pool for a password-reset code for `email` (ForgotPassword), as "Forgot password?" does. */
export async function requestPasswordReset(email: string): Promise<void> {
  await identity('ForgotPassword', { ClientId: CLIENT_ID, Username: email });
}

/** An API call with a bearer token; fails the test with the server's message on a non-2xx answer. */
export async function callApi<T>(
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const request = await setupRequest();
  const response = await request.fetch(path, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${text}`);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

let admin: { account: Account; expiresAt: number } | undefined;
/** The bootstrap admin (admin@e2e.test), signed in once per worker while its tokens are fresh. */
export async function adminAccount(): Promise<Account> {
  if (!admin || admin.expiresAt - Date.now() < 5 * 60_000) {
    const tokens = await signInTokens(E2E_ADMIN.email, E2E_ADMIN.password);
    const user = await callApi<CurrentUser>(tokens.accessToken, 'GET', '/api/v1/user/me');
    const account: Account = {
      ...E2E_ADMIN,
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      tokens,
      user,
    };
    admin = { account, expiresAt: expiryOf(tokens.accessToken) };
  }
  return admin.account;
}

export async function adminToken(): Promise<string> {
  return (await adminAccount()).tokens.accessToken;
}

function expiryOf(jwt: string): number {
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
  return (payload.exp ?? 0) * 1000;
}

export interface AccountOptions {
  /** Roles an admin grants after sign-up (Admin, Sales, EmailMarketing, or any). */
  roles?: RoleName[];
  /** The role asked for at sign-up (Affiliate or Advertiser, as /affiliate and /advertising do). */
  signUpRole?: 'Affiliate' | 'Advertiser';
  plan?: 'monthly' | 'yearly';
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

/** A new, confirmed account with a profile and the roles asked for. */
export async function createAccount(prefix: string, options: AccountOptions = {}): Promise<Account> {
  const email = options.email ?? freshEmail(prefix);
  const password = options.password ?? DEFAULT_PASSWORD;
  const firstName = options.firstName ?? 'Riley';
  const lastName = options.lastName ?? 'Morgan';
  await identity('SignUp', {
    ClientId: CLIENT_ID,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  const tokens = await signInTokens(email, password);
  const sub = (
    JSON.parse(Buffer.from(tokens.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub: string;
    }
  ).sub;
  let user = await callApi<CurrentUser>(tokens.accessToken, 'POST', '/api/v1/user', {
    sub,
    firstName,
    lastName,
    email,
    roleId: options.signUpRole ? ROLE_IDS[options.signUpRole] : null,
    plan: options.plan ?? null,
    termsAgreed: true,
  });
  if (options.roles?.length) {
    const roleIds = [...new Set([...user.roleIds, ...options.roles.map((role) => ROLE_IDS[role])])];
    await callApi(await adminToken(), 'PUT', `/api/v1/admin/users/${user.id}/roles`, { roleIds });
    user = await callApi<CurrentUser>(tokens.accessToken, 'GET', '/api/v1/user/me');
  }
  return { email, password, userId: user.id, firstName, lastName, tokens, user };
}

/** The referral code an affiliate's or sales member's links carry (their Links section reads it). */
export async function referralCodeOf(token: string): Promise<string> {
  return (await callApi<{ code: string }>(token, 'GET', '/api/v1/affiliate/links')).code;
}
