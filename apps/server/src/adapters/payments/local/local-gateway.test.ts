import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutRequest } from '../../../../test/checkout-request';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';
import { testCheckouts } from './test-checkouts.tables';
import { testCheckoutRepository } from './test-checkout.repository';
import { createLocalGateway } from './local-gateway';
import { PaymentProviderError, type CheckoutRequest, type PaymentGateway } from '../payment-gateway';

const PUBLIC_URL = 'http://localhost:3000';
let database: TestDatabase;
let gateway: PaymentGateway;
let clock = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  gateway = createLocalGateway(database.db.orm, { publicUrl: PUBLIC_URL, now: () => clock });
});
afterAll(() => database.dispose());

/** A checkout request against the test clock. */
const request = (overrides: Partial<CheckoutRequest> = {}) => checkoutRequest(overrides, clock);

async function rowOf(paymentIntentId: string) {
  const [row] = await database.db.orm
    .select()
    .from(testCheckouts)
    .where(eq(testCheckouts.paymentIntentId, paymentIntentId));
  return row;
}

async function paidCheckout(): Promise<string> {
  const { id } = await gateway.createCheckout(request());
  const paid = await testCheckoutRepository.complete(database.db.orm, id, `pi_test_local_for_${id.slice(-8)}`, clock);
  return paid?.paymentIntentId ?? '';
}

describe('local TEST MODE gateway (PGlite / PostgreSQL)', () => {
  it('opens a checkout with a random bearer id and the local checkout page URL', async () => {
    const sent = request();
    const session = await gateway.createCheckout(sent);
    expect(session.id).toMatch(/^cs_test_local_[A-Za-z0-9]{32}$/);
    expect(session.url).toBe(`${PUBLIC_URL}/checkout/test/${session.id}`);
    expect(gateway.provider).toBe('test');
    expect(await gateway.retrieveCheckout(session.id)).toEqual({
      id: session.id,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntentId: null,
      clientReferenceId: sent.clientReferenceId,
      metadata: sent.metadata,
      amountTotalCents: 50_000,
      currency: 'usd',
      url: session.url,
    });
  });

  it('answers the same checkout for the same idempotency key, also when called concurrently', async () => {
    const sent = request();
    const sessions = await Promise.all(Array.from({ length: 8 }, () => gateway.createCheckout(sent)));
    expect(new Set(sessions.map((s) => s.id)).size).toBe(1);
    const rows = await database.db.orm
      .select()
      .from(testCheckouts)
      .where(eq(testCheckouts.clientReferenceId, sent.clientReferenceId));
    expect(rows).toHaveLength(1);
    await expect(gateway.createCheckout({ ...sent, amountCents: 40_000 })).rejects.toThrow(
      /idempotency key checkout-reg-\w+ was already used for a different checkout/,
    );
  });

  it('refuses a checkout without a positive amount or with an expiry in the past', async () => {
    await expect(gateway.createCheckout(request({ amountCents: 0 }))).rejects.toThrow(
      'The amount must be a positive whole number of cents (got 0).',
    );
    await expect(gateway.createCheckout(request({ expiresAt: clock }))).rejects.toThrow(/must expire in the future/);
    await expect(gateway.createCheckout(request({ metadata: { __local_idempotency_key: 'x' } }))).rejects.toThrow(
      /reserved/,
    );
  });

  it('expires an open checkout; a paid one stays complete', async () => {
    const { id } = await gateway.createCheckout(request());
    expect(await gateway.expireCheckout(id)).toMatchObject({ status: 'expired', url: null });
    const paymentIntentId = await paidCheckout();
    expect(await gateway.expireCheckout((await rowOf(paymentIntentId))?.id ?? '')).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId,
      url: null,
    });
  });

  it('reports an open checkout past its expiry as expired', async () => {
    const { id } = await gateway.createCheckout(request());
    const saved = clock;
    clock = new Date(saved.getTime() + 31 * 60_000);
    try {
      expect(await gateway.retrieveCheckout(id)).toMatchObject({ status: 'expired', url: null });
    } finally {
      clock = saved;
    }
  });

  it('refunds part, then the rest; a repeated key answers the same refund; never more than was paid', async () => {
    const paymentIntentId = await paidCheckout();
    const part = await gateway.refund({ paymentIntentId, amountCents: 20_000, idempotencyKey: 'refund-a' });
    expect(part).toEqual({
      id: expect.stringMatching(/^re_test_local_[A-Za-z0-9]{24}$/) as string,
      amountCents: 20_000,
    });
    expect(await gateway.refund({ paymentIntentId, amountCents: 20_000, idempotencyKey: 'refund-a' })).toEqual(part);
    await expect(gateway.refund({ paymentIntentId, amountCents: 30_001, idempotencyKey: 'refund-b' })).rejects.toThrow(
      `The refund (30001 cents) is more than the 30000 cents left on ${paymentIntentId}.`,
    );
    const rest = await gateway.refund({ paymentIntentId, idempotencyKey: 'refund-c' });
    expect(rest.amountCents).toBe(30_000);
    await expect(gateway.refund({ paymentIntentId, idempotencyKey: 'refund-d' })).rejects.toThrow(
      `The payment ${paymentIntentId} has already been refunded in full.`,
    );
    expect((await rowOf(paymentIntentId))?.refundedCents).toBe(50_000);
  });

  it('applies concurrent refunds with one key once', async () => {
    const paymentIntentId = await paidCheckout();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => gateway.refund({ paymentIntentId, amountCents: 5_000, idempotencyKey: 'same' })),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect((await rowOf(paymentIntentId))?.refundedCents).toBe(5_000);
  });

  it('refuses refunds of unknown payments and unknown checkouts with PaymentProviderError', async () => {
    const unknown = gateway.refund({ paymentIntentId: 'pi_test_local_nope', idempotencyKey: 'x' });
    await expect(unknown).rejects.toThrow(PaymentProviderError);
    await expect(unknown).rejects.toThrow('No paid checkout has the payment intent pi_test_local_nope.');
    await expect(gateway.refund({ paymentIntentId: 'pi_x', amountCents: -5, idempotencyKey: 'y' })).rejects.toThrow(
      'A refund must be a positive whole number of cents (got -5).',
    );
    await expect(gateway.retrieveCheckout('cs_test_local_missing')).rejects.toThrow(
      'No such checkout: cs_test_local_missing',
    );
  });
});
