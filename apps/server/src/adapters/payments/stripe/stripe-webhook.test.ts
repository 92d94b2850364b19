import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutRequest } from '../../../../test/checkout-request';
import { startFakeStripe, type FakeStripe } from '../../../../test/fake-stripe-server';
import { createRecordingIntake } from '../../../../test/recording-intake';
import { signedWebhook, stripeEvent, TEST_WEBHOOK_SECRET } from '../../../../test/signed-webhook';
import { createStripeGateway } from './stripe-gateway';
import { registerErrorHandling } from '../../../plugins/errors';
import { STRIPE_WEBHOOK_MESSAGES, STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './stripe-webhook.routes';

const recorder = createRecordingIntake();

let app: FastifyInstance;
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  app = Fastify();
  registerErrorHandling(app, 1_048_576);
  await stripeWebhookRoutes(app, { webhookSecret: TEST_WEBHOOK_SECRET, intake: recorder.intake });
  // A route outside the plugin: the rest of the app still parses JSON.
  app.post('/echo', async (request) => Promise.resolve({ got: request.body }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => {
  recorder.reset();
});

async function paidSession() {
  const gateway = createStripeGateway(fake.gatewayOptions);
  const { id } = await gateway.createCheckout(
    checkoutRequest({ clientReferenceId: 'reg-9', metadata: { registrationId: '9' } }),
  );
  return fake.completeSession(id);
}

const post = (delivery: { body: string; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers: delivery.headers, payload: delivery.body });

const v1Of = (header: string) =>
  header
    .split(',')
    .find((part) => part.startsWith('v1='))
    ?.slice(3) ?? '';

describe('POST /webhooks/stripe', () => {
  it('verifies a signed checkout.session.completed and hands the fulfilment a checkout.completed event', async () => {
    const session = await paidSession();
    const res = await post(signedWebhook(stripeEvent('checkout.session.completed', session, { id: 'evt_done_1' })));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(recorder.events).toEqual([
      {
        id: 'evt_done_1',
        type: 'checkout.completed',
        checkout: {
          id: session.id,
          status: 'complete',
          paymentStatus: 'paid',
          paymentIntentId: session.payment_intent,
          clientReferenceId: 'reg-9',
          metadata: { registrationId: '9' },
          amountTotalCents: 50_000,
          currency: 'usd',
          url: null,
        },
      },
    ]);
  });

  it('maps async payment results, expiry and refunds', async () => {
    const session = await paidSession();
    for (const type of ['async_payment_succeeded', 'async_payment_failed', 'expired']) {
      expect((await post(signedWebhook(stripeEvent(`checkout.session.${type}`, session)))).statusCode).toBe(200);
    }
    await createStripeGateway(fake.gatewayOptions).refund({
      paymentIntentId: session.payment_intent ?? '',
      amountCents: 12_500,
      idempotencyKey: `refund-${session.id}`,
    });
    const refunded = await post(
      signedWebhook(stripeEvent('charge.refunded', fake.chargeOf(session.payment_intent ?? ''))),
    );
    expect(refunded.statusCode).toBe(200);
    expect(recorder.events.map((e) => e.type)).toEqual([
      'checkout.async_payment_succeeded',
      'checkout.async_payment_failed',
      'checkout.expired',
      'charge.refunded',
    ]);
    expect(recorder.events.at(-1)).toMatchObject({
      paymentIntentId: session.payment_intent,
      amountRefundedCents: 12_500,
    });
  });

  it('acknowledges an event type it does not act on without handing it on', async () => {
    const res = await post(signedWebhook(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' })));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(recorder.events).toEqual([]);
  });

  it('refuses a tampered body', async () => {
    const delivery = signedWebhook(stripeEvent('checkout.session.completed', await paidSession()));
    const res = await post({ ...delivery, body: delivery.body.replace('"amount_total":50000', '"amount_total":1') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: STRIPE_WEBHOOK_MESSAGES.badSignature });
    expect(recorder.events).toEqual([]);
  });

  it('refuses a body signed with another secret', async () => {
    const res = await post(
      signedWebhook(stripeEvent('checkout.session.completed', await paidSession()), 'whsec_other'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: STRIPE_WEBHOOK_MESSAGES.badSignature });
  });

  it('refuses a signature older than 300 seconds, and accepts one just inside', async () => {
    const event = stripeEvent('checkout.session.completed', await paidSession());
    const now = Math.floor(Date.now() / 1000);
    const stale = await post(signedWebhook(event, TEST_WEBHOOK_SECRET, { timestamp: now - 301 }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ message: STRIPE_WEBHOOK_MESSAGES.staleSignature });
    const fresh = await post(signedWebhook(event, TEST_WEBHOOK_SECRET, { timestamp: now - 290 }));
    expect(fresh.statusCode).toBe(200);
  });

  it('accepts a header with several v1= signatures when one of them is valid', async () => {
    const event = stripeEvent('checkout.session.completed', await paidSession());
    const timestamp = Math.floor(Date.now() / 1000);
    const valid = signedWebhook(event, TEST_WEBHOOK_SECRET, { timestamp });
    const rotated = signedWebhook(event, 'whsec_previous_secret', {
      timestamp,
      extraSignatures: ['0'.repeat(64), v1Of(valid.headers['stripe-signature'])],
    });
    expect(rotated.headers['stripe-signature'].match(/v1=/g)).toHaveLength(3);
    expect((await post(rotated)).statusCode).toBe(200);
    expect(recorder.events).toHaveLength(1);
  });

  it('refuses a missing or malformed signature header with a clear message', async () => {
    const delivery = signedWebhook(stripeEvent('checkout.session.completed', await paidSession()));
    const missing = await post({ body: delivery.body, headers: { 'content-type': 'application/json' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, message: STRIPE_WEBHOOK_MESSAGES.missingSignature });
    const malformed = await post({ ...delivery, headers: { ...delivery.headers, 'stripe-signature': 'sha256=abc' } });
    expect(malformed.json()).toMatchObject({ message: STRIPE_WEBHOOK_MESSAGES.malformedSignature });
  });

  it('verifies the exact bytes of application/json with a charset, and refuses other content types', async () => {
    const delivery = signedWebhook(stripeEvent('checkout.session.completed', await paidSession()));
    const charset = await post({
      ...delivery,
      headers: { ...delivery.headers, 'content-type': 'application/json; charset=utf-8' },
    });
    expect(charset.statusCode).toBe(200);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await post({ ...delivery, headers: { ...delivery.headers, 'content-type': contentType } });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/application\/json/) as string,
      });
    }
    const empty = await post({ body: '', headers: delivery.headers });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a correctly signed payload that is not a Stripe event', async () => {
    for (const payload of ['not json at all', JSON.stringify({ hello: 'world' })]) {
      const res = await post(signedWebhook(payload));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: STRIPE_WEBHOOK_MESSAGES.notAnEvent });
    }
  });

  it('answers 500 when the fulfilment fails, so Stripe delivers the event again', async () => {
    recorder.failWith = new Error('database unavailable');
    const res = await post(signedWebhook(stripeEvent('checkout.session.completed', await paidSession())));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, message: STRIPE_WEBHOOK_MESSAGES.notApplied });
    expect(res.body).not.toContain('database unavailable');
  });

  it('leaves JSON parsing of the other routes alone', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(res.json()).toEqual({ got: { a: 1 } });
  });
});
