import { RSVP_ADMIN_MESSAGES, RSVP_HOLD_LIMIT_DEFAULTS } from '@meridian/contracts/rsvp-admin';
import { RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, senderOf } from '../../../test/contacts-harness';
import { createRsvpTestApp, createSession, register, type RsvpTestApp } from '../../../test/rsvp-harness';

/** Unpaid seat holds per visitor (docs/product.md, Webinar seats): by address and by email. */
let t: RsvpTestApp;
beforeAll(async () => {
  t = await createRsvpTestApp();
});
afterAll(() => t.close());

async function seatsLeft(sessionId: number) {
  const calendar = (await t.app.inject({ method: 'GET', url: '/api/v1/calendar' })).json().data as {
    id: number;
    seatsLeft: number;
  }[];
  return calendar.find((s) => s.id === sessionId)?.seatsLeft;
}

async function setLimits(limits: object) {
  await t.renewAdmin();
  return t.app.inject({ method: 'PUT', url: '/api/v1/admin/rsvp-settings', headers: t.admin, payload: limits });
}

describe('seat holds per visitor', () => {
  it('lets one address hold three unpaid seats in a session; the fourth gets 409 saying what to do', async () => {
    const session = await createSession(t, { capacity: 5 });
    const from = '203.0.113.10';
    for (let i = 0; i < 3; i += 1) {
      expect((await register(t, session.id, `holder-${i}@visitor.test`, {}, from)).statusCode).toBe(200);
    }
    for (let i = 3; i < 7; i += 1) {
      const refused = await register(t, session.id, `holder-${i}@visitor.test`, {}, from);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: RSVP_MESSAGES.holdsPerAddressInSession,
        errors: [{ path: 'date', message: RSVP_MESSAGES.holdsPerAddressInSession }],
      });
    }
    expect(await seatsLeft(session.id)).toBe(2);
    // Someone else still books, and the address books again once one of its holds has run out.
    expect((await register(t, session.id, 'neighbour@visitor.test', {}, '203.0.113.11')).statusCode).toBe(200);
    t.clock.advance((t.config.rsvp.holdMinutes + 1) * 60_000);
    expect((await register(t, session.id, 'holder-9@visitor.test', {}, from)).statusCode).toBe(200);
  });

  it('lets one address hold five unpaid seats over every session, and counts an IPv6 /64 as one address', async () => {
    const [first, second] = [await createSession(t), await createSession(t)];
    const book = (sessionId: number, n: number, from: string) =>
      register(t, sessionId, `spread-${n}@visitor.test`, {}, from);
    const network = (n: number) => `2001:db8:7:1::${n.toString(16)}`;
    for (let n = 1; n <= 3; n += 1) expect((await book(first.id, n, network(n))).statusCode).toBe(200);
    for (let n = 4; n <= 5; n += 1) expect((await book(second.id, n, network(n))).statusCode).toBe(200);
    const refused = await book(second.id, 6, network(6));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(RSVP_MESSAGES.holdsPerAddress);
    // The next /64 is another visitor.
    expect((await book(second.id, 7, '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('lets one email hold one unpaid seat in a session, from any address', async () => {
    const session = await createSession(t);
    expect((await register(t, session.id, 'once@visitor.test', {}, '198.51.100.1')).statusCode).toBe(200);
    const again = await register(t, session.id, 'ONCE@visitor.test', {}, '198.51.100.2');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: RSVP_MESSAGES.holdsPerEmail,
      errors: [{ path: 'email', message: RSVP_MESSAGES.holdsPerEmail }],
    });
    // Another session is another booking.
    const other = await createSession(t);
    expect((await register(t, other.id, 'once@visitor.test', {}, '198.51.100.3')).statusCode).toBe(200);
  });

  it('takes the limits from the admin’s RSVP settings, checked, and only from an admin', async () => {
    await t.renewAdmin();
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/admin/rsvp-settings', headers: t.admin });
    expect(read.json().data).toEqual(RSVP_HOLD_LIMIT_DEFAULTS);
    const bad = await setLimits({ perAddressInSession: 0, perEmailInSession: 'two', perAddress: 5 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { path: 'perAddressInSession', message: RSVP_ADMIN_MESSAGES.holdLimit },
      { path: 'perEmailInSession', message: RSVP_ADMIN_MESSAGES.holdLimit },
    ]);
    const sales = await senderOf(t, 'sam.limits@academy.test', 'Sales');
    expect((await api(t, sales, 'PUT', '/api/v1/admin/rsvp-settings', RSVP_HOLD_LIMIT_DEFAULTS)).status).toBe(403);

    const saved = await setLimits({ perAddressInSession: 1, perEmailInSession: 1, perAddress: 5 });
    expect(saved.json().data).toEqual({ perAddressInSession: 1, perEmailInSession: 1, perAddress: 5 });
    const session = await createSession(t);
    expect((await register(t, session.id, 'one@visitor.test', {}, '192.0.2.50')).statusCode).toBe(200);
    expect((await register(t, session.id, 'two@visitor.test', {}, '192.0.2.50')).json().message).toBe(
      RSVP_MESSAGES.holdsPerAddressInSession,
    );
    await setLimits(RSVP_HOLD_LIMIT_DEFAULTS);
  });
});
