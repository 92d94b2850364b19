import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeGateway } from '../../adapters/payments/stripe/stripe-gateway';
import { addSender, SENDER_PASSWORD, senderAccounts, type Sender } from '../../../test/campaign-harness';
import { passwordSignIn } from '../../../test/identity-harness';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe-server';
import {
  createRsvpTestApp,
  createSession,
  openCheckout,
  sessionInput,
  registered,
  registrationId,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';
import { signedWebhook, stripeEvent, TEST_WEBHOOK_SECRET } from '../../../test/signed-webhook';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { automationRuns, automationRunSteps } from './automation.tables';
import { SESSION_EXIT } from './session-runs.subscribers';

/**
 * An administrator's sequence on `rsvp.paid`, against the real Stripe SDK and a local fake Stripe:
 * however often the payment webhook arrives, each registration starts one run
 * (docs/decisions/2026-11-23-automation-sequences.md, Once per subject).
 */
let t: RsvpTestApp;
let stripe: FakeStripe;
let smtp: SmtpHarness;
let admin: Sender;
const ADMIN_ADDRESS = 'pay.admin@mailbox.example';

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createRsvpTestApp({
    env: {
      STRIPE_SECRET_KEY: stripe.gatewayOptions.secretKey,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      MAIL_ALLOW_PRIVATE_HOSTS: 'true',
    },
    gateway: createStripeGateway(stripe.gatewayOptions),
  });
  smtp = await startSmtpServer({ accounts: senderAccounts(ADMIN_ADDRESS) });
  admin = await addSender(t, ADMIN_ADDRESS, 'Admin', { smtp });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await stripe.close();
});

function deliver(payload: unknown) {
  const { body, headers } = signedWebhook(payload);
  return t.app.inject({ method: 'POST', url: '/webhooks/stripe', headers, payload: body });
}

const checkoutOf = (reference: string) =>
  [...stripe.sessions.values()].find((s) => s.client_reference_id === reference)?.id ?? '';

async function activeSequence(payload: object): Promise<number> {
  // Signed in afresh: the test clock may have moved past the admin's last token.
  admin.auth.authorization = `Bearer ${(await passwordSignIn(t, ADMIN_ADDRESS, SENDER_PASSWORD)).AccessToken}`;
  const created = await t.app.inject({ method: 'POST', url: '/api/v1/automations', headers: admin.auth, payload });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as number;
  const activated = await t.app.inject({
    method: 'POST',
    url: `/api/v1/automations/${id}/activate`,
    headers: admin.auth,
  });
  expect(activated.statusCode, activated.body).toBe(200);
  return id;
}

/** A seat registered and paid through the payment webhook; resolves the registration's id. */
async function paidSeat(sessionId: number, email: string): Promise<number> {
  const registration = await registered(t, sessionId, email);
  await openCheckout(t, registration);
  const paid = await deliver(
    stripeEvent('checkout.session.completed', stripe.completeSession(checkoutOf(registration.reference))),
  );
  expect(paid.statusCode).toBe(200);
  await t.settleEvents();
  return registrationId(t, registration.reference);
}

const runOf = async (sequenceId: number, registration: number) => {
  const runs = await t.database.db.orm.select().from(automationRuns).where(eq(automationRuns.sequenceId, sequenceId));
  return runs.find((run) => run.subjectKey === `registration:${registration}`);
};

describe('RSVP-triggered sequences', () => {
  it('fire on rsvp.paid only once per registration, also when the payment webhook is delivered ten times', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/automations',
      headers: admin.auth,
      payload: {
        name: 'Seat paid: welcome',
        trigger: { type: 'rsvp.paid' },
        steps: [{ kind: 'email', subject: 'Your seat is confirmed', html: '<p>See you there.</p>' }],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const sequenceId = created.json().data.id as number;
    const activated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/automations/${sequenceId}/activate`,
      headers: admin.auth,
    });
    expect(activated.statusCode, activated.body).toBe(200);

    const session = await createSession(t);
    const paidOnce = await registered(t, session.id, 'paid-once@visitor.test');
    const unpaid = await registered(t, session.id, 'not-yet@visitor.test');
    await openCheckout(t, paidOnce);
    await openCheckout(t, unpaid);
    const event = stripeEvent('checkout.session.completed', stripe.completeSession(checkoutOf(paidOnce.reference)));

    const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    await t.settleEvents();
    // Stripe delivering it again later, one by one, after the run has started, changes nothing either.
    for (let again = 0; again < 10; again += 1) expect((await deliver(event)).statusCode).toBe(200);
    await t.settleEvents();

    const runs = await t.database.db.orm.select().from(automationRuns).where(eq(automationRuns.sequenceId, sequenceId));
    expect(runs.map((run) => [run.subjectKey, run.email])).toEqual([
      [`registration:${await registrationId(t, paidOnce.reference)}`, 'paid-once@visitor.test'],
    ]);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/automations/${sequenceId}`,
      headers: admin.auth,
    });
    expect(listed.json().data.runs.active + listed.json().data.runs.completed).toBe(1);
  });
});

describe('"N hours before the session someone booked"', () => {
  const HOUR_MS = 3_600_000;
  let sequenceId: number;

  beforeAll(async () => {
    sequenceId = await activeSequence({
      name: 'Session reminder',
      trigger: { type: 'session.before', hours: 24 },
      steps: [{ kind: 'email', subject: 'See you tomorrow', html: '<p>The room opens ten minutes early.</p>' }],
    });
  });

  it('follows a reschedule: the run waiting for the old time moves to the new one', async () => {
    const session = await createSession(t, { hoursAhead: 72 });
    const seat = await paidSeat(session.id, 'moved-seat@visitor.test');
    const started = await runOf(sequenceId, seat);
    expect(started?.dueAt.toISOString()).toBe(new Date(Date.parse(session.startsAt) - 24 * HOUR_MS).toISOString());

    await t.renewAdmin();
    const later = { ...sessionInput(t, { hoursAhead: 120 }), title: session.title };
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/calendar/${session.id}`,
      headers: t.admin,
      payload: later,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.settleEvents();
    const newStart = Date.parse(moved.json().data.startsAt);
    expect((await runOf(sequenceId, seat))?.dueAt.toISOString()).toBe(new Date(newStart - 24 * HOUR_MS).toISOString());

    // At the old time nothing runs; at the new one the reminder goes, once.
    t.clock.advance(50 * HOUR_MS);
    await t.services.automation.runner.runDue();
    expect(await runOf(sequenceId, seat)).toMatchObject({ status: 'active', step: 0 });
    t.clock.advance(48 * HOUR_MS);
    await t.services.automation.runner.runDue();
    const done = await runOf(sequenceId, seat);
    expect(done).toMatchObject({ status: 'completed', step: 1 });
    const steps = await t.database.db.orm
      .select()
      .from(automationRunSteps)
      .where(eq(automationRunSteps.runId, done?.id ?? 0));
    expect(steps.map((step) => step.outcome)).toEqual(['Email "See you tomorrow" queued']);
  });

  it('stops when the session is cancelled or the seat is cancelled', async () => {
    const cancelled = await createSession(t, { hoursAhead: 72 });
    const onCancelled = await paidSeat(cancelled.id, 'cancelled-session@visitor.test');
    const kept = await createSession(t, { hoursAhead: 72 });
    const seatCancelled = await paidSeat(kept.id, 'cancelled-seat@visitor.test');
    const stays = await paidSeat(kept.id, 'stays@visitor.test');
    expect((await runOf(sequenceId, onCancelled))?.status).toBe('active');

    await t.renewAdmin();
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/v1/calendar/${cancelled.id}`, headers: t.admin });
    expect(gone.statusCode, gone.body).toBe(200);
    const seat = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/rsvps/${seatCancelled}/cancel`,
      headers: t.admin,
    });
    expect(seat.statusCode, seat.body).toBe(200);
    await t.settleEvents();

    // The session's cancellation also refunds its paid seats: whichever event arrives first ends the run.
    expect([SESSION_EXIT.sessionCancelled, SESSION_EXIT.seatRefunded]).toContain(
      (await runOf(sequenceId, onCancelled))?.exitReason,
    );
    expect(await runOf(sequenceId, onCancelled)).toMatchObject({ status: 'exited' });
    expect(await runOf(sequenceId, seatCancelled)).toMatchObject({
      status: 'exited',
      exitReason: SESSION_EXIT.seatCancelled,
    });
    expect(await runOf(sequenceId, stays)).toMatchObject({ status: 'active', step: 0 });

    t.clock.advance(72 * HOUR_MS);
    await t.services.automation.runner.runDue();
    expect((await runOf(sequenceId, onCancelled))?.status).toBe('exited');
    expect((await runOf(sequenceId, stays))?.status).toBe('completed');
  });
});

describe('"registers for a session" and "lets a held seat expire unpaid"', () => {
  it('start once per registration: on the seat taken, and on its hold ending unpaid', async () => {
    const onRegistered = await activeSequence({
      name: 'Seat held',
      trigger: { type: 'rsvp.registered' },
      steps: [{ kind: 'email', subject: 'Finish your booking', html: '<p>Your seat is held.</p>' }],
    });
    const onExpired = await activeSequence({
      name: 'Seat lost',
      trigger: { type: 'rsvp.expired' },
      steps: [{ kind: 'email', subject: 'Still interested?', html: '<p>The seat was released.</p>' }],
    });
    const session = await createSession(t, { hoursAhead: 200 });
    const held = await registered(t, session.id, 'held-then-lost@visitor.test');
    await t.settleEvents();
    const id = await registrationId(t, held.reference);
    expect((await runOf(onRegistered, id))?.email).toBe('held-then-lost@visitor.test');
    expect(await runOf(onExpired, id)).toBeUndefined();

    await t.renewAdmin();
    const released = await t.app.inject({ method: 'POST', url: `/api/v1/admin/rsvps/${id}/cancel`, headers: t.admin });
    expect(released.statusCode, released.body).toBe(200);
    await t.settleEvents();
    await t.settleEvents();
    expect((await runOf(onExpired, id))?.email).toBe('held-then-lost@visitor.test');
    const both = await t.database.db.orm
      .select()
      .from(automationRuns)
      .where(eq(automationRuns.subjectKey, `registration:${id}`));
    expect(both.map((run) => run.sequenceId).sort()).toEqual([onRegistered, onExpired].sort());
  });
});
