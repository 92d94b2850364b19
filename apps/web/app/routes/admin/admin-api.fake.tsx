import type { WebinarSession } from '@meridian/contracts/webinars';
import type { PaymentRow } from '@meridian/contracts/payments';
import type { RsvpRow } from '@meridian/contracts/rsvp-admin';
import type { PublicConfig } from '@meridian/contracts/settings';
import { act, cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { notify } from '../../lib/notify';
import { TEST_SITE_CONFIG } from '../../lib/site-config.fake';
import { AppProviders } from '../../providers';

/**
 * Test support for the admin sections in jsdom: a stand-in for the HTTP API (the browser's `fetch`,
 * answering in the API's envelope) and a render inside the providers and a router.
 */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

/** An error answer: `fail(422, 'message', [{ path, message }])`. */
export class Failure {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly errors: { path: string; message: string }[] = [],
  ) {}
}
export const fail = (status: number, message: string, errors: { path: string; message: string }[] = []) =>
  new Failure(status, message, errors);

type Handler = (request: FakeRequest) => unknown;

/** Routes keyed "METHOD /path" (path without query); unknown routes answer 404. */
export function fakeAdminApi(routes: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const answer = handler ? handler(request) : fail(404, 'Not found');
    if (answer instanceof Response) return answer;
    if (answer instanceof Failure) {
      const body = { success: false, message: answer.message, errors: answer.errors };
      return Response.json(body, { status: answer.status });
    }
    return Response.json({ success: true, data: answer });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls made to one route. */
  const callsTo = (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route);
  return { calls, callsTo };
}

export const testConfig: PublicConfig = TEST_SITE_CONFIG;

/** After each test (`afterEach(resetSection)`): no notification, nothing rendered, no stub or spy left. */
export async function resetSection() {
  await act(() => notify.clear());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

/**
 * Renders an admin section at `url` under a root route that carries the site settings; with
 * `outletContext`, inside a layout handing it down as a panel does (PanelOutletContext).
 */
export function renderSection(Page: ComponentType, url: string, outletContext?: unknown) {
  const path = url.split('?')[0] ?? url;
  const page = { path: path.slice(1), Component: Page };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => testConfig,
        HydrateFallback: () => null,
        children: [outletContext ? { element: <Outlet context={outletContext} />, children: [page] } : page],
      },
    ],
    { initialEntries: [url] },
  );
  const rendered = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** The router, to read the address a page keeps its state in (`router.state.location`). */
  return { ...rendered, router };
}

const day = 86_400_000;

export function sampleSession(overrides: Partial<WebinarSession> = {}): WebinarSession {
  const startsAt = new Date(Date.now() + 7 * day).toISOString();
  return {
    id: 1,
    date: startsAt.slice(0, 10),
    time: startsAt.slice(11, 16),
    title: 'Options basics',
    startsAt,
    timezone: 'UTC',
    durationMinutes: 90,
    seatsLeft: 46,
    priceCents: 50_000,
    currency: 'usd',
    capacity: 50,
    joinUrl: 'https://meet.example.com/options',
    doorsOpenMinutes: 15,
    questions: [],
    status: 'scheduled',
    seatsPaid: 3,
    seatsHeld: 1,
    waitlistCount: 0,
    createdAt: new Date(Date.now() - day).toISOString(),
    updatedAt: new Date(Date.now() - day).toISOString(),
    cancelledAt: null,
    ...overrides,
  };
}

export function sampleRsvp(overrides: Partial<RsvpRow> = {}): RsvpRow {
  return {
    id: 11,
    sessionId: 1,
    sessionTitle: 'Options basics',
    sessionStartsAt: new Date(Date.now() + 7 * day).toISOString(),
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    answers: [],
    phone: '+1 555 010 0200',
    status: 'paid',
    affiliateId: 0,
    affiliateName: null,
    amountCents: 50_000,
    currency: 'usd',
    createdAt: new Date(Date.now() - day).toISOString(),
    paidAt: new Date(Date.now() - day + 60_000).toISOString(),
    holdExpiresAt: new Date(Date.now() - day + 1_800_000).toISOString(),
    confirmationSentAt: new Date(Date.now() - day + 60_000).toISOString(),
    ...overrides,
  };
}

export function samplePayment(overrides: Partial<PaymentRow> = {}): PaymentRow {
  return {
    id: 21,
    kind: 'rsvp_seat',
    description: 'Seat: Options basics',
    registrationId: 11,
    amountCents: 50_000,
    refundedCents: 0,
    currency: 'usd',
    status: 'paid',
    buyerEmail: 'ada@example.com',
    buyerName: 'Ada Lovelace',
    affiliateId: 0,
    affiliateName: null,
    provider: 'test',
    paidAt: new Date(Date.now() - day).toISOString(),
    refundedAt: null,
    ...overrides,
  };
}
