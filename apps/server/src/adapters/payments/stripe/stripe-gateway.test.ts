import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutRequest } from '../../../../test/checkout-request';
import { FakeStripeError, startFakeStripe, type FakeStripe } from '../../../../test/fake-stripe-server';
import { PaymentProviderError, type PaymentGateway } from '../payment-gateway';
import { createStripeGateway, stripeExpiry } from './stripe-gateway';

let fake: FakeStripe;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeStripe();
  gateway = createStripeGateway(fake.gatewayOptions);
});
afterAll(() => fake.close());

async function paidCheckout() {
  const { id } = await gateway.createCheckout(checkoutRequest());
  const session = fake.completeSession(id);
  return session.payment_intent ?? '';
}

describe('Stripe gateway against the fake Stripe server (real SDK)', () => {
  it('opens a payment-mode checkout with the amount, metadata, expiry and idempotency key', async () => {
    const request = checkoutRequest();
    const session = await gateway.createCheckout(request);
    const call = fake.calls.at(-1);
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: request.idempotencyKey,
    });
    expect(call?.body).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '50000', product_data: { name: request.description } },
        },
      ],
      customer_email: 'ada@example.com',
      client_reference_id: request.clientReferenceId,
      metadata: request.metadata,
      payment_intent_data: { metadata: request.metadata },
      expires_at: String(Math.ceil((request.expiresAt.getTime() + 31 * 60_000) / 1000)),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    expect(session).toEqual({
      id: expect.stringMatching(/^cs_test_/) as string,
      url: fake.sessions.get(session.id)?.url,
    });
  });

  it('adds tax on top through one exclusive Tax Rate, made once and reused', async () => {
    const vat = { label: 'VAT 20 %', basisPoints: 2000 };
    const first = await gateway.createCheckout({ ...checkoutRequest(), addedTax: vat });
    const second = await gateway.createCheckout({ ...checkoutRequest(), addedTax: vat });
    const made = fake.calls.filter((call) => call.method === 'POST' && call.path === '/v1/tax_rates');
    expect(made).toHaveLength(1);
    expect(made[0]?.body).toEqual({ display_name: 'VAT 20 %', percentage: '20', inclusive: 'false' });
    const sessions = fake.calls.filter((call) => call.path === '/v1/checkout/sessions').slice(-2);
    const rateIds = sessions.map((call) => (call.body.line_items as { tax_rates?: string[] }[])[0]?.tax_rates);
    expect(rateIds[0]).toEqual([expect.stringMatching(/^txr_test_/)]);
    expect(rateIds[1]).toEqual(rateIds[0]);
    // Stripe charges the price plus the tax: 500.00 + 100.00.
    expect(fake.sessions.get(first.id)?.amount_total).toBe(60_000);
    expect(fake.sessions.get(second.id)?.amount_total).toBe(60_000);
    // Another rate is another Tax Rate.
    const reduced = await gateway.createCheckout({
      ...checkoutRequest(),
      addedTax: { label: 'VAT 5.5 %', basisPoints: 550 },
    });
    expect(fake.sessions.get(reduced.id)?.amount_total).toBe(52_750);
  });

  it('keeps Stripe’s page open at least 30 minutes even for a hold about to end, the same on every retry', async () => {
    const request = checkoutRequest({ expiresAt: new Date(Date.now() + 2 * 60_000) });
    const asked = Date.now();
    const first = await gateway.createCheckout(request);
    const sent = Number(fake.calls.at(-1)?.body.expires_at) * 1000;
    expect(sent - asked).toBeGreaterThanOrEqual(30 * 60_000);
    expect(sent).toBeLessThanOrEqual(request.expiresAt.getTime() + 32 * 60_000);
    expect(await gateway.createCheckout(request)).toEqual(first);
    expect(Number(fake.calls.at(-1)?.body.expires_at) * 1000).toBe(sent);
  });

  it('never asks Stripe for more than 24 hours, even for the longest hold', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const longest = stripeExpiry(new Date(now + 1440 * 60_000), now) * 1000;
    expect(longest - now).toBeLessThan(24 * 3_600_000);
    expect(longest - now).toBeGreaterThanOrEqual(30 * 60_000);
    expect(stripeExpiry(new Date(now + 30 * 60_000), now) * 1000 - now).toBe(61 * 60_000);
  });

  it('answers the same checkout for a repeated idempotency key', async () => {
    const request = checkoutRequest();
    const first = await gateway.createCheckout(request);
    const count = fake.sessions.size;
    const again = await gateway.createCheckout(request);
    expect(again).toEqual(first);
    expect(fake.sessions.size).toBe(count);
  });

  it('retrieves a checkout as open, then as complete and paid', async () => {
    const request = checkoutRequest();
    const { id, url } = await gateway.createCheckout(request);
    expect(await gateway.retrieveCheckout(id)).toEqual({
      id,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntentId: null,
      clientReferenceId: request.clientReferenceId,
      metadata: request.metadata,
      amountTotalCents: 50_000,
      currency: 'usd',
      url,
    });
    const paid = fake.completeSession(id);
    expect(await gateway.retrieveCheckout(id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId: paid.payment_intent,
      url: null,
    });
    expect(fake.paymentIntents.get(paid.payment_intent ?? '')?.metadata).toEqual(request.metadata);
  });

  it('expires an open checkout, and answers the state of one already expired or complete', async () => {
    const open = await gateway.createCheckout(checkoutRequest());
    expect(await gateway.expireCheckout(open.id)).toMatchObject({ status: 'expired', url: null });
    expect(await gateway.expireCheckout(open.id)).toMatchObject({ status: 'expired' });
    const paid = await gateway.createCheckout(checkoutRequest());
    fake.completeSession(paid.id);
    expect(await gateway.expireCheckout(paid.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  });

  it('refunds part, then the rest, and replays a refund with the same key', async () => {
    const paymentIntentId = await paidCheckout();
    const part = await gateway.refund({
      paymentIntentId,
      amountCents: 10_000,
      idempotencyKey: `r1-${paymentIntentId}`,
    });
    expect(part).toEqual({ id: expect.stringMatching(/^re_test_/) as string, amountCents: 10_000 });
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/v1/refunds',
      body: { payment_intent: paymentIntentId, amount: '10000' },
      idempotencyKey: `r1-${paymentIntentId}`,
    });
    const replay = await gateway.refund({
      paymentIntentId,
      amountCents: 10_000,
      idempotencyKey: `r1-${paymentIntentId}`,
    });
    expect(replay).toEqual(part);
    const rest = await gateway.refund({ paymentIntentId, idempotencyKey: `r2-${paymentIntentId}` });
    expect(rest.amountCents).toBe(40_000);
    expect(fake.refunds.filter((r) => r.payment_intent === paymentIntentId)).toHaveLength(2);
  });

  it('reports Stripe refusals as PaymentProviderError with Stripe’s own message', async () => {
    const paymentIntentId = await paidCheckout();
    const tooMuch = gateway.refund({ paymentIntentId, amountCents: 60_000, idempotencyKey: `big-${paymentIntentId}` });
    await expect(tooMuch).rejects.toThrow(PaymentProviderError);
    await expect(tooMuch).rejects.toThrow(/greater than unrefunded amount on charge \(\$500\.00\)/);
    await expect(gateway.retrieveCheckout('cs_test_missing')).rejects.toThrow(
      /Stripe refused to retrieve checkout cs_test_missing: No such checkout.session/,
    );
    const reused = checkoutRequest();
    await gateway.createCheckout(reused);
    await expect(gateway.createCheckout({ ...reused, amountCents: 40_000 })).rejects.toThrow(
      /idempotency_error.*|Keys for idempotent requests can only be used with the same parameters/,
    );
    fake.failNext(new FakeStripeError(500, 'api_error', 'Stripe is having a moment.'));
    await expect(gateway.createCheckout(checkoutRequest())).rejects.toThrow(
      /Stripe is having a moment\. \(api_error, HTTP 500\)/,
    );
  });

  it('reports a rejected API key as PaymentProviderError', async () => {
    const wrongKey = createStripeGateway({ ...fake.gatewayOptions, secretKey: 'sk_live_notthefake' });
    await expect(wrongKey.retrieveCheckout('cs_test_x')).rejects.toThrow(/Invalid API Key provided/);
  });

  it('reports an unreachable Stripe as a connection PaymentProviderError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createStripeGateway({ ...fake.gatewayOptions, port });
    const failure = unreachable.createCheckout(checkoutRequest());
    await expect(failure).rejects.toThrow(PaymentProviderError);
    await expect(failure).rejects.toThrow(/^Could not reach Stripe to open a checkout/);
  });
});
