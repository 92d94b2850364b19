import type { RsvpChallenge } from '@meridian/contracts/rsvp';
import type { SessionInput, WebinarSession } from '@meridian/contracts/webinars';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { solvedChallenge } from '../../apps/server/test/proof-of-work-client';
import { adminToken, callApi } from './api-accounts';
import { waitForMail, type SinkMail } from './mail-sink';

/** The meeting every spec's session leads to: no email or page may show it (docs/product.md, Joining a session). */
export const MEETING = 'https://meet.example.com/meridian-webinar';

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

/** A date `days` from today (UTC) as YYYY-MM-DD. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Creates a webinar session as the admin (POST /api/v1/calendar with the admin's access token) and
 * returns it. Give each test its own `title`: specs run in parallel against one server.
 */
export async function createSessionAsAdmin(input: Partial<SessionInput> & { title: string }): Promise<WebinarSession> {
  const body: SessionInput = {
    date: daysFromNow(14),
    time: '18:30',
    timezone: 'America/New_York',
    durationMinutes: 90,
    capacity: 20,
    joinUrl: MEETING,
    doorsOpenMinutes: 15,
    questions: [],
    ...input,
  };
  return callApi<WebinarSession>(await adminToken(), 'POST', '/api/v1/calendar', body);
}

/** The path of the personal join link in the seat's confirmation (never the meeting's address). */
export async function joinPathOf(email: string): Promise<string> {
  const { mail, path } = await confirmationJoinLink(email);
  expect(mail.text).toContain('This join link is just for you, so please keep it to yourself.');
  expect(mail.text).not.toContain(MEETING);
  return path;
}

/** A visitor's seat on `sessionId`, booked and paid in the TEST MODE checkout as the RSVP form and checkout page do. */
export async function paidSeat(sessionId: number, email: string, name = { firstName: 'Grace', lastName: 'Hopper' }) {
  const registration = await callApi<{ reference: string }>(null, 'POST', '/api/v1/register', {
    ...name,
    phone: '+1 (212) 555-0142',
    email,
    date: String(sessionId),
    termsAgreed: true,
    privacyAgreed: true,
    affiliateId: 0,
    altcha: await bookingCheck(),
  });
  const { url } = await callApi<{ url: string }>(null, 'POST', '/api/v1/stripe/checkout', {
    reference: registration.reference,
  });
  await callApi(null, 'POST', `/api/v1/test-checkout/${url.split('/').pop() ?? ''}/pay`);
  return registration;
}

/**
 * The booking form's proof-of-work for a booking made through the API (a precondition): fetched and
 * solved as the RSVP modal's widget does (docs/product.md, Webinar seats).
 */
export async function bookingCheck(request?: APIRequestContext): Promise<string> {
  const challenge = request
    ? ((await (await request.get('/api/v1/register/challenge')).json()) as { data: RsvpChallenge }).data
    : await callApi<RsvpChallenge>(null, 'GET', '/api/v1/register/challenge');
  return solvedChallenge(challenge);
}

/** The confirmation of a paid seat and the path of the personal join link it carries (`/j/<token>`). */
export async function confirmationJoinLink(email: string): Promise<{ mail: SinkMail; path: string }> {
  const mail = await waitForMail(email, /Your seat is confirmed/);
  const link = mail.links.find((href) => /\/j\/[0-9a-z]+[A-Za-z0-9_-]{22}$/.test(href));
  if (!link) throw new Error(`no join link in the confirmation to ${email}`);
  return { mail, path: new URL(link).pathname };
}

/** A session starting `hours` from now, in UTC (the API takes the wall clock of the session's zone). */
export function startingIn(hours: number, title: string, doorsOpenMinutes = 15) {
  const at = new Date(Date.now() + hours * 3_600_000).toISOString();
  return {
    title,
    date: at.slice(0, 10),
    time: at.slice(11, 16),
    timezone: 'UTC',
    durationMinutes: 60,
    doorsOpenMinutes,
  };
}
