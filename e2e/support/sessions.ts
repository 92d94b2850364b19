import type { SessionInput, WebinarSession } from '@meridian/contracts/webinars';
import { expect, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, expectPanel, signIn } from './accounts';

let cachedToken: { value: string; expiresAt: number } | null = null;

/** Seconds since the epoch at which a JWT expires (its `exp` claim). */
function expiryOf(jwt: string): number {
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
  return (payload.exp ?? 0) * 1000;
}

/** The access token Amplify keeps in localStorage after a sign-in (`CognitoIdentityServiceProvider.<client>.<user>.accessToken`). */
export async function storedAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (name) => name.startsWith('CognitoIdentityServiceProvider.') && name.endsWith('.accessToken'),
    );
    return key ? localStorage.getItem(key) : null;
  });
  if (!token) throw new Error('No access token in localStorage: the sign-in did not complete');
  return token;
}

/**
 * The admin's access token: signs in through the UI (sign-in page, built-in user pool, Amplify in
 * Chromium) in a context of its own, once per worker while the token is fresh.
 */
export async function adminAccessToken(browser: Browser): Promise<string> {
  if (cachedToken && cachedToken.expiresAt - Date.now() > 5 * 60_000) return cachedToken.value;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectPanel(page, /\/admin\/dashboard/);
    const value = await storedAccessToken(page);
    cachedToken = { value, expiresAt: expiryOf(value) };
    return value;
  } finally {
    await context.close();
  }
}

/** A date `days` from today (UTC) as YYYY-MM-DD. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Creates a webinar session as the admin (POST /api/v1/calendar with the admin's access token) and
 * returns it. Give each test its own `title`: specs run in parallel against one server.
 */
export async function createSessionAsAdmin(
  browser: Browser,
  input: Partial<SessionInput> & { title: string },
): Promise<WebinarSession> {
  const token = await adminAccessToken(browser);
  const body: SessionInput = {
    date: daysFromNow(14),
    time: '18:30',
    timezone: 'America/New_York',
    durationMinutes: 90,
    capacity: 20,
    joinUrl: 'https://meet.example.com/meridian-webinar',
    ...input,
  };
  const context = await browser.newContext();
  try {
    const response = await context.request.post('/api/v1/calendar', {
      headers: { Authorization: `Bearer ${token}` },
      data: body,
    });
    const json = (await response.json()) as { success: boolean; data?: WebinarSession; message?: string };
    expect(response.status(), json.message).toBeLessThan(300);
    if (!json.data) throw new Error(`Creating the session failed: ${json.message ?? response.status()}`);
    return json.data;
  } finally {
    await context.close();
  }
}
