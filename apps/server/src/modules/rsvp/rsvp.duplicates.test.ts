import { RSVP_MESSAGES, type Registration } from '@meridian/contracts/rsvp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRsvpTestApp,
  createSession,
  mailsTo,
  openCheckout,
  register,
  registered,
  status,
  withHoldLimits,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';

let t: RsvpTestApp;
beforeAll(async () => {
  t = await createRsvpTestApp();
});
afterAll(() => t.close());

const VISITOR = { firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0018' };
const STRANGER = { firstName: 'Mallory', lastName: 'Stranger', phone: '+1 (312) 555-0199' };

const checkoutIdOf = (url: string) => url.split('/').pop() ?? '';

async function adminRow(sessionId: number, email: string) {
  await t.renewAdmin();
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/rsvps?sessionId=${sessionId}`,
    headers: t.admin,
  });
  const rows = res.json().data.items as { email: string; firstName: string; phone: string; status: string }[];
  return rows.filter((r) => r.email.toLowerCase() === email);
}

async function seatsLeft(sessionId: number) {
  const calendar = (await t.app.inject({ method: 'GET', url: '/api/v1/calendar' })).json().data as {
    id: number;
    seatsLeft: number;
  }[];
  return calendar.find((s) => s.id === sessionId)?.seatsLeft;
}

describe('registering again with an address that holds an unpaid seat', () => {
  it('refuses a second hold for the email, tells its holder once, and leaves the booking to be paid', async () => {
    const session = await createSession(t, { capacity: 5 });
    const original = await registered(t, session.id, 'held@visitor.test', VISITOR);
    const checkoutUrl = await openCheckout(t, original);
    for (let i = 0; i < 3; i += 1) {
      const res = await register(t, session.id, 'HELD@visitor.test', STRANGER, `10.9.1.${i + 1}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(RSVP_MESSAGES.holdsPerEmail);
    }
    expect(await seatsLeft(session.id)).toBe(4);
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/register/${original.reference}` })).json().data;
    expect(view).toMatchObject({ status: 'pending', firstName: 'Ada', holdExpiresAt: original.holdExpiresAt });

    const notices = await mailsTo(t, 'held@visitor.test', 'rsvp.duplicate-booking');
    expect(notices).toHaveLength(1);
    const notice = notices[0]?.textBody ?? '';
    expect(notice).toContain('Hi Ada,');
    expect(notice).toContain('no second booking was made');
    expect(notice).toContain(checkoutUrl);
    expect(notice).not.toContain('Mallory');

    const pay = await t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${checkoutIdOf(checkoutUrl)}/pay` });
    expect(pay.statusCode, pay.body).toBe(200);
    expect((await status(t, original.reference)).status).toBe('paid');
    const again = await register(t, session.id, 'held@visitor.test', STRANGER, '10.9.1.9');
    expect(again.json().message).toBe(RSVP_MESSAGES.alreadyRegistered);
  });

  it('where an admin allows more holds per email, never hands a stranger the existing booking; its holder is told once and can still pay', async () => {
    await withHoldLimits(t, { perEmailInSession: 4 }, async () => {
      const session = await createSession(t, { capacity: 5 });
      const original = await registered(t, session.id, 'victim@visitor.test', VISITOR);
      const checkoutUrl = await openCheckout(t, original);

      const attempts: Registration[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await register(t, session.id, 'VICTIM@visitor.test', STRANGER, `10.9.0.${i + 1}`);
        expect(res.statusCode, res.body).toBe(200);
        attempts.push(res.json().data as Registration);
      }
      for (const attempt of attempts) {
        // The same answer a first booking gets: a hold of its own with the details just typed.
        expect(Object.keys(attempt).sort()).toEqual(Object.keys(original).sort());
        expect(attempt).toMatchObject({ status: 'pending', firstName: 'Mallory', lastName: 'Stranger' });
        expect(attempt.reference).not.toBe(original.reference);
      }
      expect(new Set(attempts.map((a) => a.reference)).size).toBe(3);

      const view = (await t.app.inject({ method: 'GET', url: `/api/v1/register/${original.reference}` })).json().data;
      expect(view).toMatchObject({ status: 'pending', firstName: 'Ada', holdExpiresAt: original.holdExpiresAt });
      const ownRow = (await adminRow(session.id, 'victim@visitor.test')).find((r) => r.firstName === 'Ada');
      expect(ownRow).toMatchObject({ phone: VISITOR.phone, status: 'pending' });

      const notices = await mailsTo(t, 'victim@visitor.test', 'rsvp.duplicate-booking');
      expect(notices).toHaveLength(1);
      const notice = notices[0]?.textBody ?? '';
      expect(notice).toContain('Hi Ada,');
      expect(notice).toContain(checkoutUrl);
      expect(notice).toContain(original.reference);
      expect(notice).toMatch(/still held for you until \w+day, /);
      expect(notice).toContain('Whichever booking is paid first is the one that counts');
      for (const attempt of attempts) expect(notice).not.toContain(attempt.reference);
      expect(notice).not.toContain('Mallory');

      // The stranger opens a checkout for one of their holds; the visitor pays their own first.
      const strangerCheckout = checkoutIdOf(await openCheckout(t, attempts[0] as Registration));
      expect(await openCheckout(t, original)).toBe(checkoutUrl);
      const pay = await t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${checkoutIdOf(checkoutUrl)}/pay` });
      expect(pay.statusCode, pay.body).toBe(200);

      expect((await status(t, original.reference)).status).toBe('paid');
      for (const attempt of attempts) expect((await status(t, attempt.reference)).status).toBe('expired');
      const closed = await t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${strangerCheckout}/pay` });
      expect(closed.statusCode).toBe(409);
      expect(await seatsLeft(session.id)).toBe(4);
      expect(await mailsTo(t, 'victim@visitor.test', 'rsvp.confirmation')).toHaveLength(1);
      expect(await mailsTo(t, 'victim@visitor.test', 'rsvp.duplicate-booking')).toHaveLength(1);

      // A paid address is still refused, so nobody is charged twice for the same session.
      const again = await register(t, session.id, 'victim@visitor.test', STRANGER, '10.9.0.9');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(RSVP_MESSAGES.alreadyRegistered);
    });
  });

  it('tells the holder again only after ten minutes', async () => {
    const session = await createSession(t, { capacity: 5 });
    const again = () => register(t, session.id, 'repeat@visitor.test', STRANGER);
    await registered(t, session.id, 'repeat@visitor.test', VISITOR);
    expect((await again()).statusCode).toBe(409);
    t.clock.advance(9 * 60_000);
    expect((await again()).statusCode).toBe(409);
    expect(await mailsTo(t, 'repeat@visitor.test', 'rsvp.duplicate-booking')).toHaveLength(1);
    t.clock.advance(2 * 60_000);
    expect((await again()).statusCode).toBe(409);
    expect(await mailsTo(t, 'repeat@visitor.test', 'rsvp.duplicate-booking')).toHaveLength(2);
  });

  it('answers a full session with the same 409 anyone gets, and sends no notice', async () => {
    const session = await createSession(t, { capacity: 1 });
    await registered(t, session.id, 'only-seat@visitor.test', VISITOR);
    const res = await register(t, session.id, 'only-seat@visitor.test', STRANGER);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RSVP_MESSAGES.sessionFull);
    expect(await register(t, session.id, 'someone-else@visitor.test')).toMatchObject({ statusCode: 409 });
    expect(await mailsTo(t, 'only-seat@visitor.test', 'rsvp.duplicate-booking')).toHaveLength(0);
  });
});

describe('the TEST MODE checkout countdown', () => {
  it('never runs past the seat hold, and opening the checkout does not extend the hold', async () => {
    const holdMs = t.config.rsvp.holdMinutes * 60_000;
    const session = await createSession(t);
    const registration = await registered(t, session.id, 'countdown@visitor.test');
    expect(Date.parse(registration.holdExpiresAt) - t.clock.now().getTime()).toBe(holdMs);
    t.clock.advance(3 * 60_000);
    const id = checkoutIdOf(await openCheckout(t, registration));
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/test-checkout/${id}` })).json().data as {
      expiresAt: string;
    };
    expect(Date.parse(view.expiresAt) - t.clock.now().getTime()).toBeLessThanOrEqual(holdMs);
    expect(view.expiresAt).toBe(registration.holdExpiresAt);
    const after = (await t.app.inject({ method: 'GET', url: `/api/v1/register/${registration.reference}` })).json()
      .data as { holdExpiresAt: string };
    expect(after.holdExpiresAt).toBe(registration.holdExpiresAt);
  });
});
