import type { CalendarItem } from '@meridian/contracts/webinars';
import type { RegistrationStatusView } from '@meridian/contracts/rsvp';
import type { PublicConfig } from '@meridian/contracts/site';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../providers';
import { RsvpModalProvider } from './rsvp-modal-provider';

/** Test support for the RSVP components (jsdom): site settings, a router, and a fake HTTP API. */

export const SITE: PublicConfig = {
  siteName: 'Meridian Trading Academy',
  tagline: 'Professional Trading Solutions',
  prices: { rsvpCents: 50_000, advertisingMonthlyCents: 15_000, advertisingYearlyCents: 60_000, currency: 'usd' },
  social: [],
  postalAddress: '350 Fifth Avenue, New York, NY 10118, USA',
  auth: { Cognito: { userPoolId: 'local_pool', userPoolClientId: 'client' } },
};

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

/** Answers `fetch` from `handlers` keyed "METHOD /path" (query ignored); anything else is a 404. */
export function fakeApi(handlers: Record<string, Handler>): FakeCall[] {
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
