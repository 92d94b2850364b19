import { RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRsvpTestApp,
  createSession,
  mailsTo,
  openCheckout,
  paidRegistration,
  register,
  registered,
  status,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';

let t: RsvpTestApp;
beforeAll(async () => {
  t = await createRsvpTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function joinWaitlist(sessionId: number, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/waitlist',
    payload: { sessionId, firstName: 'Wait', lastName: 'Lister', email, timeZone: 'Asia/Tokyo' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { position: number };
}

async function offerTokenFor(email: string) {
  const [offer] = await mailsTo(t, email, 'rsvp.waitlist-offer');
  return /offer=([A-Za-z0-9_-]+)/.exec(offer?.textBody ?? '')?.[1];
}

/** The admin's waitlist view of the session: each person's email, status and place in line. */
async function adminWaitlist(sessionId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/sessions/${sessionId}/waitlist`,
    headers: t.admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as { email: string; status: string; position: number | null }[]).map((entry) => [
    entry.email,
    entry.status,
    entry.position,
  ]);
}

async function seatsLeft(sessionId: number) {
  const calendar = (await t.app.inject({ method: 'GET', url: '/api/v1/calendar' })).json().data as {
    id: number;
    seatsLeft: number;
  }[];
  return calendar.find((s) => s.id === sessionId)?.seatsLeft;
}

describe('holds, expiry and the waitlist', () => {
  it('an expired hold frees the seat, which is offered once to the next person waiting, and passed on when the offer lapses', async () => {
    const session = await createSession(t, { capacity: 1 });
    const holder = await registered(t, session.id, 'holder@visitor.test');
    await openCheckout(t, holder);
    const full = await register(t, session.id, 'first-in-line@visitor.test');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(RSVP_MESSAGES.sessionFull);
    expect((await joinWaitlist(session.id, 'first-in-line@visitor.test')).position).toBe(1);
    expect((await joinWaitlist(session.id, 'second-in-line@visitor.test')).position).toBe(2);
    expect((await joinWaitlist(session.id, 'first-in-line@visitor.test')).position).toBe(1);
    expect((await joinWaitlist(session.id, 'third-in-line@visitor.test')).position).toBe(3);
    expect(await adminWaitlist(session.id)).toEqual([
      ['first-in-line@visitor.test', 'waiting', 1],
      ['second-in-line@visitor.test', 'waiting', 2],
      ['third-in-line@visitor.test', 'waiting', 3],
    ]);

    t.clock.advance(32 * 60_000);
    expect(await t.services.rsvp.tasks.sweep()).toMatchObject({ expired: 1 });
    await t.services.rsvp.tasks.sweep();
    expect((await status(t, holder.reference)).status).toBe('expired');
    expect(await mailsTo(t, 'first-in-line@visitor.test', 'rsvp.waitlist-offer')).toHaveLength(1);
    // The offered seat is held for the person offered it.
    expect(await seatsLeft(session.id)).toBe(0);
    expect((await register(t, session.id, 'walk-in@visitor.test')).statusCode).toBe(409);
    expect(await adminWaitlist(session.id)).toEqual([
      ['first-in-line@visitor.test', 'offered', null],
      ['second-in-line@visitor.test', 'waiting', 1],
      ['third-in-line@visitor.test', 'waiting', 2],
    ]);

    t.clock.advance(13 * HOUR);
    expect(await t.services.rsvp.tasks.sweep()).toMatchObject({ lapsed: 1 });
    const lapsedToken = await offerTokenFor('first-in-line@visitor.test');
    const lapsed = await t.app.inject({ method: 'GET', url: `/api/v1/waitlist/offers/${lapsedToken}` });
    expect(lapsed.statusCode).toBe(404);
    expect(lapsed.json().message).toBe(RSVP_MESSAGES.offerInvalid);

    const token = await offerTokenFor('second-in-line@visitor.test');
    const offer = await t.app.inject({ method: 'GET', url: `/api/v1/waitlist/offers/${token}` });
    expect(offer.json().data).toMatchObject({ sessionId: session.id, email: 'second-in-line@visitor.test' });
    const claimed = await registered(t, session.id, 'second-in-line@visitor.test', { offerToken: token });
    expect(claimed.status).toBe('pending');
    const reuse = await register(t, session.id, 'someone-else@visitor.test', { offerToken: token });
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().message).toBe(RSVP_MESSAGES.offerInvalid);
    // The admin sees who let the offer run out, who claimed it, and who still waits.
    await t.renewAdmin();
    expect(await adminWaitlist(session.id)).toEqual([
      ['first-in-line@visitor.test', 'lapsed', null],
      ['second-in-line@visitor.test', 'claimed', null],
      ['third-in-line@visitor.test', 'waiting', 1],
    ]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/sessions/999999/waitlist',
      headers: t.admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('joining the waitlist of a session with seats is refused', async () => {
    const session = await createSession(t, { capacity: 2 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/waitlist',
      payload: { sessionId: session.id, firstName: 'Early', lastName: 'Bird', email: 'early@visitor.test' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RSVP_MESSAGES.waitlistHasSeats);
  });
});

describe('reminders', () => {
  it('sends the day-before and hour-before reminders once each', async () => {
    const session = await createSession(t, { hoursAhead: 30 });
    await paidRegistration(t, session.id, 'remind-me@visitor.test');
    expect(await t.services.rsvp.tasks.sendReminders()).toBe(0);
    t.clock.advance(7 * HOUR);
    await t.services.rsvp.tasks.sendReminders();
    await t.services.rsvp.tasks.sendReminders();
    expect(await mailsTo(t, 'remind-me@visitor.test', 'rsvp.reminder')).toHaveLength(1);
    t.clock.advance(22 * HOUR + 10 * 60_000);
    await t.services.rsvp.tasks.sendReminders();
    await t.services.rsvp.tasks.sendReminders();
    const reminders = await mailsTo(t, 'remind-me@visitor.test', 'rsvp.reminder');
    expect(reminders).toHaveLength(2);
    // The seat's personal join link (docs/product.md, Joining a session), never the meeting's address.
    expect(reminders[0]?.textBody).toMatch(/\/j\/[0-9a-z]+[A-Za-z0-9_-]{22}\n/);
    expect(reminders[0]?.textBody).not.toContain('meet.example.com');
  });
});
