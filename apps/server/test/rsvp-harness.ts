import type { SessionInput, WebinarSession } from '@meridian/contracts/webinars';
import type { Registration } from '@meridian/contracts/rsvp';
import { RSVP_HOLD_LIMIT_DEFAULTS, type RsvpHoldLimits } from '@meridian/contracts/rsvp-admin';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PaymentGateway } from '../src/adapters/payments/payment-gateway';
import { domainEvents } from '../src/core/events/domain-events.tables';
import { attachManualQueue } from '../src/core/events/event.test-kit';
import type { DomainEventPayload, DomainEventType } from '../src/core/events/event-types';
import { wallClock } from '../src/lib/zoned-time';
import { mailOutbox } from '../src/modules/mail/mail.tables';
import { registrations } from '../src/modules/rsvp/rsvp.tables';
import { CapturedCodes, ManualClock, passwordSignIn, poolCall, type IdentityTestApp } from './identity-harness';
import { solvedChallenge } from './proof-of-work-client';
import { AuthenticatorApps } from './authenticator-app';
import { createTestApp } from './test-app';

export interface RsvpTestApp extends IdentityTestApp {
  clock: ManualClock;
  admin: { authorization: string };
  /** Signs the admin in again when the test clock has moved past the token's lifetime. */
  renewAdmin: () => Promise<void>;
  /** Delivers every published domain event to its subscribers, as the job queue would (retries included). */
  settleEvents: () => Promise<void>;
}

const ADMIN = { email: 'events-admin@academy.test', password: 'admin passphrase 1' };

let counter = 0;

/** The app on a real database with a hand-moved clock and a signed-in admin. */
export async function createRsvpTestApp(
  options: { env?: Record<string, string>; gateway?: PaymentGateway } = {},
): Promise<RsvpTestApp> {
  const codes = new CapturedCodes();
  const clock = new ManualClock();
  const t = await createTestApp({
    env: options.env,
    services: { codeSender: codes, now: clock.now, gateway: options.gateway },
  });
  const identity = {
    ...t,
    codes,
    clock,
    authenticators: new AuthenticatorApps(() => clock.now().getTime()),
    clientId: t.config.identity.clientId,
    call: (operation: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
      poolCall(t.app, operation, body, headers),
  } as IdentityTestApp & { clock: ManualClock };
  await t.services.users.provision({
    ...ADMIN,
    firstName: 'Events',
    lastName: 'Admin',
    roleIds: [1],
  });
  let token = { value: '', at: -Infinity };
  const events = attachManualQueue(t.services.domainEvents);
  const app: RsvpTestApp = {
    ...identity,
    admin: { authorization: '' },
    renewAdmin: async () => undefined,
    settleEvents: events.settle,
  };
  await refreshAdmin();
  async function refreshAdmin() {
    const tokens = await passwordSignIn(identity, ADMIN.email, ADMIN.password);
    token = { value: tokens.AccessToken, at: clock.now().getTime() };
  }
  Object.defineProperty(app, 'admin', {
    get: () => ({ authorization: `Bearer ${token.value}` }),
  });
  app.renewAdmin = async () => {
    if (clock.now().getTime() - token.at > 30 * 60_000) await refreshAdmin();
  };
  return app;
}

/** A session starting `hoursAhead` from the test clock, in New York time. */
export function sessionInput(
  t: RsvpTestApp,
  overrides: Partial<SessionInput> & { hoursAhead?: number } = {},
): SessionInput {
  const { hoursAhead = 72, ...rest } = overrides;
  const start = new Date(t.clock.now().getTime() + hoursAhead * 3_600_000);
  const timezone = rest.timezone ?? 'America/New_York';
  return {
    title: `Reading price action ${++counter}`,
    ...wallClock(start, timezone),
    timezone,
    durationMinutes: 90,
    capacity: 10,
    joinUrl: 'https://meet.example.com/webinar-room',
    doorsOpenMinutes: 15,
    questions: [],
    ...rest,
  };
}

export async function createSession(t: RsvpTestApp, overrides: Parameters<typeof sessionInput>[1] = {}) {
  await t.renewAdmin();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/calendar',
    headers: t.admin,
    payload: sessionInput(t, overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as WebinarSession;
}

export function rsvpForm(sessionId: number, email: string, extra: Record<string, unknown> = {}) {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    phone: '+1 (212) 555-0142',
    email,
    date: String(sessionId),
    termsAgreed: true,
    privacyAgreed: true,
    affiliateId: 0,
    ...extra,
  };
}

let visitor = 0;
/** A client address of its own: each booking comes from another visitor unless a test says otherwise. */
export const nextVisitorAddress = () => `10.200.${(visitor >> 8) & 255}.${(visitor++ & 255) + 1}`;

/** The booking form's proof-of-work, fetched from `from` and solved as the browser's widget does. */
export async function bookingCheck(t: { app: RsvpTestApp['app'] }, from = nextVisitorAddress()): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/register/challenge', remoteAddress: from });
  expect(res.statusCode, res.body).toBe(200);
  return solvedChallenge(res.json().data);
}

/**
 * `from` sets the caller's address (the register route is rate limited, and seat holds are limited,
 * per address; by default each call is another visitor). The form carries a solved booking check
 * unless `extra` brings its own `altcha`.
 */
export async function register(
  t: RsvpTestApp,
  sessionId: number,
  email: string,
  extra: Record<string, unknown> = {},
  from = nextVisitorAddress(),
  headers: Record<string, string> = {},
) {
  const check = 'altcha' in extra ? {} : { altcha: await bookingCheck(t, from) };
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/register',
    payload: rsvpForm(sessionId, email, { ...check, ...extra }),
    remoteAddress: from,
    headers,
  });
}

export async function registered(
  t: RsvpTestApp,
  sessionId: number,
  email: string,
  extra: Record<string, unknown> = {},
) {
  const res = await register(t, sessionId, email, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Registration;
}

export async function openCheckout(t: RsvpTestApp, registration: Registration): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/stripe/checkout', payload: registration });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { url: string }).url;
}

/** Registers and pays through the local TEST MODE checkout, as the browser does. */
export async function paidRegistration(t: RsvpTestApp, sessionId: number, email: string, extra = {}) {
  const registration = await registered(t, sessionId, email, extra);
  const url = await openCheckout(t, registration);
  const id = url.split('/').pop() ?? '';
  const pay = await t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${id}/pay` });
  expect(pay.statusCode, pay.body).toBe(200);
  return { registration, checkoutId: id };
}

export async function status(t: RsvpTestApp, reference: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/register/${reference}` });
  return res.json().data as { status: string; sessionCancelled: boolean };
}

/** A registration's database id (the visitor only ever sees its reference). */
export async function registrationId(t: RsvpTestApp, reference: string): Promise<number> {
  const [row] = await t.database.db.orm
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.reference, reference));
  if (!row) throw new Error(`No registration has the reference ${reference}.`);
  return row.id;
}

/** A paid seat on `sessionId`: its registration, its id, and the token of the join link its confirmation carries. */
export async function paidSeatWithLink(t: RsvpTestApp, sessionId: number, email: string, extra = {}) {
  const { registration } = await paidRegistration(t, sessionId, email, extra);
  const [confirmation] = await mailsTo(t, email, 'rsvp.confirmation');
  const link = /\/j\/([0-9a-z]+[A-Za-z0-9_-]{22})\n/.exec(confirmation?.textBody ?? '');
  if (!link?.[1]) throw new Error(`no join link in ${confirmation?.textBody}`);
  return { email, registration, token: link[1], id: await registrationId(t, registration.reference) };
}

/** The "Cancel your seat" link's token in the paid confirmation sent to `email` (docs/product.md, Cancelling your own seat). */
export async function seatCancelToken(t: RsvpTestApp, email: string): Promise<string> {
  const [confirmation] = await mailsTo(t, email, 'rsvp.confirmation');
  const link = /\/seat\/cancel\?t=([0-9a-z]+\.[A-Za-z0-9_-]{22})/.exec(confirmation?.textBody ?? '');
  if (!link?.[1]) throw new Error(`no cancel link in ${confirmation?.textBody}`);
  return link[1];
}

/** Moves the test clock to `at` (it only goes forward). */
export function moveClockTo(t: RsvpTestApp, at: Date) {
  const ms = at.getTime() - t.clock.now().getTime();
  if (ms > 0) t.clock.advance(ms);
}

/** An admin request, with the admin signed in again when the clock has moved past the token's lifetime. */
export async function asAdmin(
  t: RsvpTestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  await t.renewAdmin();
  return t.app.inject({ method, url, headers: t.admin, ...(payload ? { payload } : {}) });
}

/** Outbox rows, newest first. */
export async function outbox(t: RsvpTestApp) {
  return t.database.db.orm.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
}

export async function mailsTo(t: RsvpTestApp, email: string, kind?: string) {
  return (await outbox(t)).filter((m) => m.toAddress === email && (!kind || m.kind === kind));
}

/** The admin marks the paid seat `registrationId` attended by hand (docs/product.md, Attendance). */
export async function markAttended(t: RsvpTestApp, registrationId: number) {
  await t.renewAdmin();
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/rsvps/${registrationId}/attendance`,
    headers: t.admin,
    payload: { attended: true },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Payloads of the published domain events of `type`, oldest first. */
export async function published<T extends DomainEventType>(t: RsvpTestApp, type: T) {
  const rows = await t.database.db.orm
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.type, type))
    .orderBy(domainEvents.occurredAt);
  return rows.map((row) => row.payload as DomainEventPayload<T>);
}

/**
 * Runs `fn` with other limits on unpaid holds per visitor (the admin's RSVP settings), then puts the
 * defaults back.
 */
export async function withHoldLimits<T>(t: RsvpTestApp, limits: Partial<RsvpHoldLimits>, fn: () => Promise<T>) {
  const save = async (values: RsvpHoldLimits) => {
    await t.renewAdmin();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/rsvp-settings',
      headers: t.admin,
      payload: values,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await save({ ...RSVP_HOLD_LIMIT_DEFAULTS, ...limits });
  try {
    return await fn();
  } finally {
    await save(RSVP_HOLD_LIMIT_DEFAULTS);
  }
}
