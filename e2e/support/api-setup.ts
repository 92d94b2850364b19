import type { PublicConfig } from '@meridian/contracts/site';
import type { WebinarSession } from '@meridian/contracts/webinars';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_ADMIN, expectPanel, freshEmail, signIn } from './accounts';
import { daysFromNow, storedAccessToken } from './sessions';

/**
 * Preconditions made through the API rather than by clicking through other flows: accounts, a paid
 * seat, a waitlist entry and the admin's own rows. Each call checks its answer and returns its data.
 */

/** One API call with a bearer token (or none); fails the test with the server's message on a refusal. */
export async function apiCall<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; data?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    ...(options.data === undefined ? {} : { data: options.data }),
  });
  const json = (await response.json()) as { data?: T; message?: string };
  expect(response.status(), `${method} ${path}: ${json.message ?? ''}`).toBeLessThan(300);
  return json.data as T;
}

/** The admin signed in once (through the sign-in page): the browser state to open pages with, and the token. */
export async function signedInAdminState(browser: Browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectPanel(page, /\/admin\/dashboard/);
    return { storageState: await context.storageState(), token: await storedAccessToken(page) };
  } finally {
    await context.close();
  }
}

/** A call to the built-in user pool (docs/identity-protocol.md). */
async function identity(request: APIRequestContext, operation: string, body: object) {
  const response = await request.post('/identity', {
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    data: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  expect(response.status(), `${operation}: ${String(json.message ?? '')}`).toBe(200);
  return json;
}

/**
 * A new account signed up through the pool's API and the app's registration, as the sign-up form
 * does it: `roleId` 3 (Affiliate), 4 (Advertiser) or null.
 */
export async function apiAccount(request: APIRequestContext, prefix: string, roleId: 3 | 4 | null) {
  const email = freshEmail(prefix);
  const password = 'an e2e account passphrase';
  const config = await apiCall<PublicConfig>(request, 'GET', '/api/config');
  const clientId = config.auth.Cognito.userPoolClientId;
  await identity(request, 'SignUp', {
    ClientId: clientId,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  const signedIn = await identity(request, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const token = (signedIn.AuthenticationResult as { AccessToken: string }).AccessToken;
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  const user = await apiCall<{ id: number }>(request, 'POST', '/api/v1/user', {
    token,
    data: { sub, email, firstName: 'Robin', lastName: `Partner-${prefix}`, roleId, termsAgreed: true },
  });
  return { email, userId: user.id, name: `Robin Partner-${prefix}` };
}

/** A webinar session made by the admin (POST /api/v1/calendar). */
export function apiSession(request: APIRequestContext, token: string, title: string, capacity: number) {
  return apiCall<WebinarSession>(request, 'POST', '/api/v1/calendar', {
    token,
    data: {
      title,
      date: daysFromNow(14),
      time: '18:30',
      timezone: 'America/New_York',
      durationMinutes: 90,
      capacity,
      joinUrl: 'https://meet.example.com/meridian-webinar',
    },
  });
}

/** A visitor's seat, booked and paid in the TEST MODE checkout as the RSVP form and checkout page do. */
export async function apiPaidSeat(request: APIRequestContext, sessionId: number, email: string) {
  const registration = await apiCall<{ reference: string }>(request, 'POST', '/api/v1/register', {
    data: {
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '+1 (212) 555-0142',
      email,
      date: String(sessionId),
      termsAgreed: true,
      privacyAgreed: true,
      affiliateId: 0,
    },
  });
  const { url } = await apiCall<{ url: string }>(request, 'POST', '/api/v1/stripe/checkout', {
    data: { reference: registration.reference },
  });
  await apiCall(request, 'POST', `/api/v1/test-checkout/${url.split('/').pop() ?? ''}/pay`);
}

/** A 1440 × 900 px context opened as the signed-in admin (a test resizes it to 375 px itself). */
export function adminContext(browser: Browser, storageState: Awaited<ReturnType<BrowserContext['storageState']>>) {
  return browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
}

/** The referral code of the affiliate or sales member signed in on `page`, as their Links section reads it. */
export async function ownReferralCode(page: Page): Promise<string> {
  const links = await apiCall<{ code: string }>(page.request, 'GET', '/api/v1/affiliate/links', {
    token: await storedAccessToken(page),
  });
  return links.code;
}
