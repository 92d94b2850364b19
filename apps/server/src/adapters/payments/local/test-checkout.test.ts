import { TEST_CHECKOUT_MESSAGES, testCheckoutSchema } from '@meridian/contracts/payments-test-checkout';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutRequest } from '../../../../test/checkout-request';
import { createRecordingIntake } from '../../../../test/recording-intake';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';
import { createLocalGateway } from './local-gateway';
import type { PaymentGateway } from '../payment-gateway';
import { registerErrorHandling } from '../../../plugins/errors';
import { registerRateLimit } from '../../../plugins/rate-limit';
import { testCheckoutRoutes } from './test-checkout.routes';
import { createTestCheckoutService } from './test-checkout.service';

const PUBLIC_URL = 'http://localhost:3000';
const base = new Date('2026-11-20T12:00:00Z');
let clock = base;
let database: TestDatabase;
let gateway: PaymentGateway;
let app: FastifyInstance;

const recorder = createRecordingIntake(() => database.db.orm);

beforeAll(async () => {
  database = await createTestDatabase();
  const now = () => clock;
  gateway = createLocalGateway(database.db.orm, { publicUrl: PUBLIC_URL, now });
  app = Fastify();
  registerErrorHandling(app, 1_048_576);
  await registerRateLimit(app, { redisUrl: undefined, orm: database.db.orm });
  testCheckoutRoutes(
    app,
    createTestCheckoutService(database.db.orm, { intake: recorder.intake, publicUrl: PUBLIC_URL, now }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});
/** Each test calls from its own address, so the per-address rate limit counts one test at a time. */
let address = 0;
beforeEach(() => {
  address += 1;
  clock = base;
  recorder.reset();
});

let last = checkoutRequest();
/** Opens a checkout expiring 30 minutes after the base time; `last` keeps what was asked. */
async function openCheckout() {
  last = checkoutRequest({ expiresAt: new Date(base.getTime() + 30 * 60_000) }, base);
  return (await gateway.createCheckout(last)).id;
}

const call = (action: 'pay' | 'cancel' | null, id: string) =>
  app.inject({
    method: action ? 'POST' : 'GET',
    url: `/api/v1/test-checkout/${id}${action ? `/${action}` : ''}`,
    remoteAddress: `10.0.0.${address}`,
  });

describe('TEST MODE checkout API', () => {
  it('shows an open checkout', async () => {
    const id = await openCheckout();
    const res = await call(null, id);
    expect(res.statusCode).toBe(200);
    expect(testCheckoutSchema.strict().parse(res.json().data)).toEqual({
      id,
      interval: null,
      status: 'open',
      description: last.description,
      customerEmail: 'ada@example.com',
      amountCents: 50_000,
      currency: 'usd',
      expiresAt: '2026-11-20T12:30:00.000Z',
      cancelUrl: last.cancelUrl,
      successUrl: last.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
    });
  });

  it('pays once, hands the fulfilment the event a Stripe webhook would, and redirects to the success page', async () => {
    const id = await openCheckout();
    const res = await call('pay', id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ redirectUrl: last.successUrl.replace('{CHECKOUT_SESSION_ID}', id) });
    expect(recorder.events).toEqual([
      {
        id: `evt_test_local_${id}`,
        type: 'checkout.completed',
        checkout: {
          id,
          status: 'complete',
          paymentStatus: 'paid',
          paymentIntentId: expect.stringMatching(/^pi_test_local_[A-Za-z0-9]{24}$/) as string,
          clientReferenceId: last.clientReferenceId,
          metadata: last.metadata,
          amountTotalCents: 50_000,
          currency: 'usd',
          url: null,
        },
      },
    ]);
    expect(await gateway.retrieveCheckout(id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    const again = await call('pay', id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: TEST_CHECKOUT_MESSAGES.complete });
    expect(recorder.events).toHaveLength(1);
  });

  it('lets exactly one of several concurrent clicks pay', async () => {
    const id = await openCheckout();
    const results = await Promise.all(Array.from({ length: 6 }, () => call('pay', id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(recorder.events).toHaveLength(1);
  });

  it('refuses to pay or leave an expired checkout, and shows it as expired', async () => {
    const id = await openCheckout();
    clock = new Date(base.getTime() + 30 * 60_000);
    for (const action of ['pay', 'cancel'] as const) {
      const res = await call(action, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: TEST_CHECKOUT_MESSAGES.expired });
    }
    expect((await call(null, id)).json().data).toMatchObject({ status: 'expired' });
    clock = base;
    const released = await openCheckout();
    await gateway.expireCheckout(released);
    expect((await call('pay', released)).json()).toMatchObject({ message: TEST_CHECKOUT_MESSAGES.expired });
    expect(recorder.events).toEqual([]);
  });

  it('leaves an open checkout for the cancel page, still open', async () => {
    const id = await openCheckout();
    const res = await call('cancel', id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ redirectUrl: last.cancelUrl });
    expect(await gateway.retrieveCheckout(id)).toMatchObject({ status: 'open' });
    await call('pay', id);
    expect((await call('cancel', id)).json()).toMatchObject({ message: TEST_CHECKOUT_MESSAGES.complete });
  });

  it('answers 404 for an unknown checkout and 422 for an id that cannot be one', async () => {
    for (const action of [null, 'pay', 'cancel'] as const) {
      const res = await call(action, 'cs_test_local_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: TEST_CHECKOUT_MESSAGES.notFound });
    }
    const malformed = await call('pay', 'cs_live_nope');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ message: TEST_CHECKOUT_MESSAGES.notFound });
  });

  it('answers 500 when the fulfilment fails and leaves the checkout open, so paying again fulfils it', async () => {
    const id = await openCheckout();
    recorder.failWith = new Error('fulfilment down');
    const res = await call('pay', id);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('fulfilment down');
    // Paid and fulfilled commit together: nothing says paid while the seat does not.
    expect(await gateway.retrieveCheckout(id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });
    recorder.failWith = null;
    expect((await call('pay', id)).statusCode).toBe(200);
    expect(await gateway.retrieveCheckout(id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  });

  it('rate-limits paying per address', async () => {
    const id = await openCheckout();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await call('pay', id)).statusCode);
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
  });
});
