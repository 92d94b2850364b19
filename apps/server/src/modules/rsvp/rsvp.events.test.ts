import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentProviderError } from '../../adapters/payments/payment-gateway';
import { deliveryRows } from '../../core/events/event.test-kit';
import { payments } from '../payments/payments.tables';
import {
  createRsvpTestApp,
  createSession,
  mailsTo,
  openCheckout,
  paidRegistration,
  published,
  registered,
  registrationId,
  sessionInput,
  status,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';

/** RSVP's domain events and its subscribers, delivered as the job queue would deliver them. */
let t: RsvpTestApp;

beforeAll(async () => {
  t = await createRsvpTestApp();
});
afterAll(() => t.close());

async function admin(method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) {
  await t.renewAdmin();
  return t.app.inject({ method, url, headers: t.admin, payload });
}

const changeMarker = async () => (await admin('GET', '/api/v1/admin/changes')).json().data.version as string;

describe('RSVP and domain events', () => {
  it('rescheduling sends paid attendees one updated invitation, once the event is delivered', async () => {
    const session = await createSession(t);
    await paidRegistration(t, session.id, 'moved@visitor.test');
    await registered(t, session.id, 'still-holding@visitor.test');
    const invitations = () => mailsTo(t, 'moved@visitor.test', 'rsvp.confirmation');
    expect(await invitations()).toHaveLength(1);

    const moved = { ...sessionInput(t, { hoursAhead: 96 }), title: session.title };
    expect((await admin('PUT', `/api/v1/calendar/${session.id}`, moved)).statusCode).toBe(200);
    expect(await invitations()).toHaveLength(1);
    await t.settleEvents();
    expect(await invitations()).toHaveLength(2);
    await t.settleEvents();
    // Saving without moving the start publishes no reschedule and sends nothing.
    const resized = { ...moved, capacity: 12 };
    expect((await admin('PUT', `/api/v1/calendar/${session.id}`, resized)).statusCode).toBe(200);
    await t.settleEvents();
    expect(await invitations()).toHaveLength(2);
    expect(await mailsTo(t, 'still-holding@visitor.test', 'rsvp.confirmation')).toHaveLength(0);
    const rescheduled = (await published(t, 'webinar.rescheduled')).filter((e) => e.sessionId === session.id);
    expect(rescheduled).toEqual([
      { sessionId: session.id, previousStartsAt: session.startsAt, startsAt: expect.any(String) },
    ]);
  });

  it('a cancellation whose refund fails once finishes on retry without refunding twice', async () => {
    const session = await createSession(t, { capacity: 4 });
    const { registration: paid } = await paidRegistration(t, session.id, 'refund-retry@visitor.test');
    const pending = await registered(t, session.id, 'held-retry@visitor.test');
    await openCheckout(t, pending);
    const refund = vi
      .spyOn(t.services.gateway, 'refund')
      .mockRejectedValueOnce(new PaymentProviderError('the provider is down'));
    try {
      const res = await admin('DELETE', `/api/v1/calendar/${session.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        refunded: 0,
        released: 1,
        refundFailures: 1,
        session: { status: 'cancelled' },
      });
      expect((await status(t, paid.reference)).status).toBe('paid');
      expect((await status(t, pending.reference)).status).toBe('cancelled');

      await t.settleEvents();
      expect((await status(t, paid.reference)).status).toBe('refunded');
      await t.settleEvents();
      expect(refund).toHaveBeenCalledTimes(2);
    } finally {
      refund.mockRestore();
    }
    const subject = String(await registrationId(t, paid.reference));
    const [payment] = await t.database.db.orm
      .select()
      .from(payments)
      .where(and(eq(payments.subjectType, 'registration'), eq(payments.subjectId, subject)));
    expect(payment).toMatchObject({ status: 'refunded', refundedCents: 50_000 });
    expect(await mailsTo(t, 'refund-retry@visitor.test', 'rsvp.session-cancelled')).toHaveLength(1);
    expect(await mailsTo(t, 'held-retry@visitor.test', 'rsvp.session-cancelled')).toHaveLength(1);
    const deliveries = (await deliveryRows(t.database.db.orm)).filter(
      (d) => d.subscriber === 'rsvp.session-cancellation',
    );
    expect(deliveries).toMatchObject([{ status: 'delivered', attempts: 2 }]);
  });

  it('the reconcile job retries the refund of a paid seat whose session was cancelled', async () => {
    const session = await createSession(t, { capacity: 2 });
    const { registration: paid } = await paidRegistration(t, session.id, 'reconcile-cancelled@visitor.test');
    const refund = vi
      .spyOn(t.services.gateway, 'refund')
      .mockRejectedValueOnce(new PaymentProviderError('the provider is down'));
    try {
      const res = await admin('DELETE', `/api/v1/calendar/${session.id}`);
      expect(res.json().data).toMatchObject({ refunded: 0, refundFailures: 1 });
      expect((await status(t, paid.reference)).status).toBe('paid');
      expect((await t.services.rsvp.tasks.reconcile()).refunded).toBeGreaterThanOrEqual(1);
      expect((await status(t, paid.reference)).status).toBe('refunded');
      await t.settleEvents();
      expect(refund).toHaveBeenCalledTimes(2);
    } finally {
      refund.mockRestore();
    }
  });

  it('publishes a registration and a visitor’s release; the change marker follows payments and session edits', async () => {
    const session = await createSession(t);
    const left = await registered(t, session.id, 'left@visitor.test');
    const release = await t.app.inject({ method: 'POST', url: `/api/v1/register/${left.reference}/release` });
    expect(release.statusCode, release.body).toBe(200);
    const leftId = await registrationId(t, left.reference);
    expect((await published(t, 'rsvp.registered')).filter((e) => e.registrationId === leftId)).toEqual([
      { registrationId: leftId, sessionId: session.id, status: 'pending' },
    ]);
    expect((await published(t, 'rsvp.expired')).filter((e) => e.registrationId === leftId)).toEqual([
      { registrationId: leftId, sessionId: session.id, reason: 'released' },
    ]);

    const buyer = await registered(t, session.id, 'marker@visitor.test');
    const checkout = (await openCheckout(t, buyer)).split('/').pop() ?? '';
    await t.settleEvents();
    const before = await changeMarker();
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${checkout}/pay` })).statusCode).toBe(200);
    await t.settleEvents();
    const afterPayment = await changeMarker();
    expect(afterPayment).not.toBe(before);

    const edited = { ...sessionInput(t), date: session.date, time: session.time, title: 'Renamed session' };
    expect((await admin('PUT', `/api/v1/calendar/${session.id}`, edited)).statusCode).toBe(200);
    await t.settleEvents();
    expect(await changeMarker()).not.toBe(afterPayment);
  });
});
