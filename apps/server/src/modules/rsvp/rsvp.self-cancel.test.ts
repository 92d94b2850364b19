import { SEAT_CANCEL_MESSAGES, type SeatCancelView } from '@meridian/contracts/rsvp-self-cancel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asAdmin,
  createRsvpTestApp,
  createSession,
  mailsTo,
  paidRegistration,
  published,
  registrationId,
  seatCancelToken,
  status,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';

/** A paid seat's own cancel link (docs/product.md, Cancelling your own seat), through the app on a real database. */
let t: RsvpTestApp;
beforeAll(async () => {
  t = await createRsvpTestApp();
});
afterAll(() => t.close());

const view = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/seat-cancel/${token}` });
const cancel = (token: string, refund: boolean) =>
  t.app.inject({ method: 'POST', url: `/api/v1/seat-cancel/${token}`, payload: { refund } });

/** A full one-seat session: a paid seat, and someone waiting for it. */
async function fullSessionWithWaiter(hoursAhead: number, tag: string) {
  const session = await createSession(t, { capacity: 1, hoursAhead });
  const email = `${tag}-holder@visitor.test`;
  const { registration } = await paidRegistration(t, session.id, email);
  const waiter = `${tag}-waiter@visitor.test`;
  const join = await t.app.inject({
    method: 'POST',
    url: '/api/v1/waitlist',
    payload: { sessionId: session.id, firstName: 'Wait', lastName: 'Lister', email: waiter },
  });
  expect(join.statusCode, join.body).toBe(201);
  return { session, email, registration, waiter, token: await seatCancelToken(t, email) };
}

describe('cancelling your own seat', () => {
  it('inside the policy refunds in full, frees the seat for the waitlist, emails once; reuse is harmless', async () => {
    const { email, registration, waiter, token } = await fullSessionWithWaiter(72, 'inside');
    const [confirmation] = await mailsTo(t, email, 'rsvp.confirmation');
    expect(confirmation?.textBody).toContain(
      'Refund policy: Full refund until 48 hours before the session starts; none after.',
    );

    const before = (await view(token)).json().data as SeatCancelView;
    expect(before).toMatchObject({ state: 'paid', refundable: true, policy: { kind: 'until', hours: 48 } });

    // A double click: both answer the refunded seat, and only one refund, email and offer happen.
    const [first, second] = await Promise.all([cancel(token, true), cancel(token, true)]);
    for (const res of [first, second]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.state).toBe('refunded');
    }
    expect((await status(t, registration.reference)).status).toBe('refunded');
    expect(await mailsTo(t, email, 'rsvp.refund')).toHaveLength(1);
    expect(await mailsTo(t, waiter, 'rsvp.waitlist-offer')).toHaveLength(1);
    const id = await registrationId(t, registration.reference);
    const refunds = (await published(t, 'payment.refunded')).filter((p) => p.registrationId === id);
    expect(refunds).toHaveLength(1);

    // The link used again later: the same answer, nothing more happens.
    const again = await cancel(token, true);
    expect(again.json().data.state).toBe('refunded');
    expect(await mailsTo(t, email, 'rsvp.refund')).toHaveLength(1);
  });

  it('outside the policy says no refund, cancels without one on request, and publishes rsvp.cancelled by the attendee', async () => {
    const { email, registration, waiter, token } = await fullSessionWithWaiter(24, 'outside');
    const before = (await view(token)).json().data as SeatCancelView;
    expect(before).toMatchObject({ state: 'paid', refundable: false });

    const refused = await cancel(token, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SEAT_CANCEL_MESSAGES.refundGone);
    expect((await status(t, registration.reference)).status).toBe('paid');

    const done = await cancel(token, false);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.state).toBe('cancelled');
    expect((await cancel(token, false)).json().data.state).toBe('cancelled');
    expect(await mailsTo(t, email, 'rsvp.self-cancelled')).toHaveLength(1);
    expect(await mailsTo(t, email, 'rsvp.refund')).toHaveLength(0);
    expect(await mailsTo(t, waiter, 'rsvp.waitlist-offer')).toHaveLength(1);
    const id = await registrationId(t, registration.reference);
    expect((await published(t, 'rsvp.cancelled')).filter((p) => p.registrationId === id)).toEqual([
      { registrationId: id, sessionId: registration.sessionId, by: 'attendee' },
    ]);
  });

  it('follows the setting: with no refunds a seat far ahead is not refundable', async () => {
    const policy = await asAdmin(t, 'PUT', '/api/v1/admin/refund-policy', { kind: 'none', hours: 48 });
    expect(policy.statusCode, policy.body).toBe(200);
    try {
      const session = await createSession(t, { hoursAhead: 200 });
      const email = 'no-refunds@visitor.test';
      await paidRegistration(t, session.id, email);
      const token = await seatCancelToken(t, email);
      expect((await view(token)).json().data).toMatchObject({ refundable: false, refundDeadline: null });
      const [confirmation] = await mailsTo(t, email, 'rsvp.confirmation');
      expect(confirmation?.textBody).toContain('Refund policy: Seats are not refundable.');
    } finally {
      await asAdmin(t, 'PUT', '/api/v1/admin/refund-policy', { kind: 'until', hours: 48 });
    }
  });

  it('refuses an altered or unknown link like a missing one', async () => {
    const session = await createSession(t);
    const email = 'altered@visitor.test';
    await paidRegistration(t, session.id, email);
    const token = await seatCancelToken(t, email);
    const [id = '', signature = ''] = token.split('.');
    const other = `${(Number.parseInt(id, 36) + 1).toString(36)}.${signature}`;
    const flipped = `${id}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [other, flipped]) {
      const res = await view(bad);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SEAT_CANCEL_MESSAGES.notFound);
      expect((await cancel(bad, true)).statusCode).toBe(404);
    }
    expect((await view('not-a-token')).statusCode).toBe(422);
  });
});
