import type { CalendarItem } from '@meridian/contracts/webinars';
import type { RegistrationStatusView } from '@meridian/contracts/rsvp';
import type { PublicConfig } from '@meridian/contracts/settings';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { TEST_SITE_CONFIG } from '../../lib/site-config.fake';
import { AppProviders } from '../../providers';
import { RsvpModalProvider } from './rsvp-modal-provider';

/** Test support for the RSVP components (jsdom): site settings, a router, and a fake HTTP API. */

export const SITE: PublicConfig = TEST_SITE_CONFIG;

export function calendarItem(overrides: Partial<CalendarItem> = {}): CalendarItem {
  return {
    id: 7,
    date: '2030-03-14',
    time: '19:00',
    title: 'Options Basics',
    startsAt: '2030-03-14T23:00:00.000Z',
    timezone: 'America/New_York',
    durationMinutes: 90,
    seatsLeft: 12,
    priceCents: 50_000,
    currency: 'usd',
    questions: [],
    ...overrides,
  };
}

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status: number; body: unknown };
type Handler = (call: FakeCall) => Reply | Promise<Reply>;

export const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });
export const fail = (status: number, message: string, errors?: { path: string; message: string }[]): Reply => ({
  status,
  body: { success: false, message, ...(errors ? { errors } : {}) },
});

/** The booking check's challenge as the server would give it (the fake widget only echoes it). */
export const CHALLENGE = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: 'n',
    salt: 's',
    cost: 1,
    keyLength: 32,
    keyPrefix: '00',
    data: { purpose: 'rsvp.register', expires: 4_102_444_800_000 },
  },
  signature: 'sig',
};

/**
 * Answers `fetch` from `handlers` keyed "METHOD /path" (query ignored), the booking check's
 * challenge included unless a handler answers it; anything else is a 404.
 */
export function fakeApi(given: Record<string, Handler>): FakeCall[] {
  const handlers: Record<string, Handler> = { 'GET /api/v1/register/challenge': () => ok(CHALLENGE), ...given };
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(input, 'http://localhost').pathname;
      const call: FakeCall = { method, path, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const handler = handlers[`${method} ${path}`];
      const reply = handler ? await handler(call) : fail(404, 'Not found');
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Renders `ui` at `url` inside the site's providers, the root route's settings and the RSVP modal provider. */
export function renderInSite(ui: ReactNode, url = '/', path = '/') {
  const element = <RsvpModalProvider>{ui}</RsvpModalProvider>;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => SITE,
        children: [path === '/' ? { index: true, element } : { path: path.slice(1), element }],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root: SITE } } },
  );
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

export const REFERENCE = '3f1c2b9e-8a4d-4c1e-9f6a-2b7d5e8c1a90';

/** GET /api/v1/register/:reference's answer for a booking. */
export function statusView(overrides: Partial<RegistrationStatusView> = {}): RegistrationStatusView {
  return {
    reference: REFERENCE,
    status: 'pending',
    firstName: 'Ada',
    email: 'ada@example.com',
    sessionId: 7,
    sessionTitle: 'Options Basics',
    startsAt: '2030-03-14T23:00:00.000Z',
    timezone: 'America/New_York',
    durationMinutes: 90,
    amountCents: 50_000,
    currency: 'usd',
    holdExpiresAt: '2030-03-01T12:30:00.000Z',
    sessionCancelled: false,
    ...overrides,
  };
}

/**
 * The ALTCHA widget as the RSVP form uses it, for jsdom (no workers): `verify` answers a payload
 * naming how many checks it has solved, so a test can tell them apart. Install with
 * `vi.mock('./load-altcha', () => ({ loadAltcha: fakeAltcha }))`.
 */
export async function fakeAltcha(): Promise<void> {
  if (customElements.get('altcha-widget')) return;
  let solved = 0;
  customElements.define(
    'altcha-widget',
    class extends HTMLElement {
      async configure() {}
      async verify() {
        solved += 1;
        return { payload: `solved-check-${solved}` };
      }
    },
  );
}
