import { expect, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { E2E_ADMIN, freshEmail } from './accounts';

/**
 * Accounts made over the API, without the sign-up or sign-in screens: the built-in user pool's
 * SignUp and USER_PASSWORD_AUTH (docs/identity-protocol.md), the profile (POST /api/v1/user), roles
 * granted by the admin, and a browser context that starts signed in with what Amplify would store.
 */

const CLIENT_ID = 'meridianwebclient';
/** The server the specs run against (playwright.config.ts; not imported: it starts the mail sink). */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
const PASSWORD = 'correct horse battery';

export interface ApiAccount {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: string[];
  tokens: { access: string; id: string; refresh: string };
}

async function identity<T>(request: APIRequestContext, operation: string, body: unknown): Promise<T> {
  const response = await request.post('/identity', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    data: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { message?: string };
  expect(response.status(), `${operation}: ${json.message ?? ''}`).toBe(200);
  return json;
}

/** The pool's tokens for a username and password. */
export async function passwordTokens(request: APIRequestContext, email: string, password: string) {
  const { AuthenticationResult: result } = await identity<{
    AuthenticationResult: { AccessToken: string; IdToken: string; RefreshToken: string };
  }>(request, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return { access: result.AccessToken, id: result.IdToken, refresh: result.RefreshToken };
}

/** Calls our API with a bearer token and answers `data`, failing the test on anything but 2xx. */
export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const json = (await response.json()) as { data?: T; message?: string };
  expect(response.status(), `${method} ${path}: ${json.message ?? ''}`).toBeLessThan(300);
  return json.data as T;
}

/** The bootstrap admin's access token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await passwordTokens(request, E2E_ADMIN.email, E2E_ADMIN.password)).access;
}

/** A new account with a profile and `roleIds` (1 Admin, 2 Sales, 3 Affiliate, 4 Advertiser, 5 Email Marketing). */
export async function createAccount(
  request: APIRequestContext,
  options: { prefix: string; roleIds: number[]; firstName?: string; lastName?: string },
): Promise<ApiAccount> {
  const email = freshEmail(options.prefix);
  const firstName = options.firstName ?? 'Jordan';
  const lastName = options.lastName ?? 'Ellis';
  const { UserSub: sub } = await identity<{ UserSub: string }>(request, 'SignUp', {
    ClientId: CLIENT_ID,
    Username: email,
    Password: PASSWORD,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  const tokens = await passwordTokens(request, email, PASSWORD);
  const profile = await apiCall<{ id: number; roles: string[] }>(request, tokens.access, 'POST', '/api/v1/user', {
    sub,
    firstName,
    lastName,
    email,
    roleId: null,
    termsAgreed: true,
  });
  let roles = profile.roles;
  if (options.roleIds.length > 0) {
    const granted = await apiCall<{ roles: string[] }>(
      request,
      await adminToken(request),
      'PUT',
      `/api/v1/admin/users/${profile.id}/roles`,
      { roleIds: options.roleIds },
    );
    roles = granted.roles;
  }
  return { id: profile.id, email, password: PASSWORD, firstName, lastName, roles, tokens };
}

/** A browser context that opens signed in as `account`: Amplify's stored tokens, the cached profile and the session cookies. */
export async function signedInContext(browser: Browser, account: ApiAccount): Promise<BrowserContext> {
  const prefix = `CognitoIdentityServiceProvider.${CLIENT_ID}`;
  const user = `${prefix}.${account.email}`;
  const localStorage = {
    [`${prefix}.LastAuthUser`]: account.email,
    [`${user}.accessToken`]: account.tokens.access,
    [`${user}.idToken`]: account.tokens.id,
    [`${user}.refreshToken`]: account.tokens.refresh,
    [`${user}.clockDrift`]: '0',
    userId: String(account.id),
    roles: JSON.stringify(account.roles),
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
  };
  const host = new URL(baseURL).hostname;
  const cookie = (name: string, value: string) => ({ name, value, domain: host, path: '/', sameSite: 'Lax' as const });
  return browser.newContext({
    storageState: {
      cookies: [
        cookie('id', String(account.id)),
        cookie('token', '1'),
        ...(account.roles.includes('Admin') ? [cookie('admin_token', '1')] : []),
      ].map((c) => ({ ...c, expires: -1, httpOnly: false, secure: false })),
      origins: [
        { origin: baseURL, localStorage: Object.entries(localStorage).map(([name, value]) => ({ name, value })) },
      ],
    },
  });
}

/** The bootstrap admin (ADMIN_EMAIL) as an account a context can be signed in as. */
export async function bootstrapAdmin(request: APIRequestContext): Promise<ApiAccount> {
  const tokens = await passwordTokens(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const me = await apiCall<{ id: number; firstName: string; lastName: string; roles: string[] }>(
    request,
    tokens.access,
    'GET',
    '/api/v1/user/me',
  );
  return { ...me, email: E2E_ADMIN.email, password: E2E_ADMIN.password, tokens };
}

/** A webinar session made by the admin over the API, `days` ahead, for a test of its own (`title`). */
export async function sessionForTest(request: APIRequestContext, title: string, days = 14): Promise<{ id: number }> {
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return apiCall(request, await adminToken(request), 'POST', '/api/v1/calendar', {
    title,
    date,
    time: '18:30',
    timezone: 'America/New_York',
    durationMinutes: 90,
    capacity: 20,
    joinUrl: 'https://meet.example.com/meridian-webinar',
  });
}
