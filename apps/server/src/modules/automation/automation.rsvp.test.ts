import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeGateway } from '../../adapters/payments/stripe/stripe-gateway';
import { addSender, senderAccounts, type Sender } from '../../../test/campaign-harness';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe-server';
import {
  createRsvpTestApp,
  createSession,
  openCheckout,
  registered,
  registrationId,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';
import { signedWebhook, stripeEvent, TEST_WEBHOOK_SECRET } from '../../../test/signed-webhook';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { automationRuns } from './automation.tables';

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
