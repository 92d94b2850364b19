import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createStripeGateway } from '../../adapters/payments/stripe/stripe-gateway';
import { payments } from '../payments/payments.tables';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe-server';
import { createPromoCode } from '../../../test/promo-code-harness';
import { signedWebhook, stripeEvent, TEST_WEBHOOK_SECRET } from '../../../test/signed-webhook';
import {
  createRsvpTestApp,
  createSession,
  mailsTo,
  openCheckout,
  published,
  registered,
  registrationId,
  status,
  withHoldLimits,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';

/**
 * Stripe mode end to end: the real SDK against a local fake Stripe, webhooks signed with the SDK's
 * own test helper, and the real fulfilment, database and outbox behind them.
 */
let t: RsvpTestApp;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createRsvpTestApp({
    env: { STRIPE_SECRET_KEY: stripe.gatewayOptions.secretKey, STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET },
    gateway: createStripeGateway(stripe.gatewayOptions),
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

function deliver(payload: unknown, secret?: string, options?: Parameters<typeof signedWebhook>[2]) {
  const { body, headers } = signedWebhook(payload, secret, options);
  return t.app.inject({ method: 'POST', url: '/webhooks/stripe', headers, payload: body });
}

async function paymentCount() {
  const [row] = await t.database.db.orm.select({ n: count() }).from(payments);
  return Number(row?.n ?? 0);
}

const checkoutOf = (reference: string) =>
  [...stripe.sessions.values()].find((s) => s.client_reference_id === reference)?.id ?? '';

describe('Stripe Checkout and its webhook', () => {
  it('opens a Stripe Checkout with the amount, metadata and an expiry past Stripe’s 30-minute minimum', async () => {
    const session = await createSession(t);
    const registration = await registered(t, session.id, 'stripe-buyer@visitor.test');
    const url = await openCheckout(t, registration);
    const created = [...stripe.sessions.values()].find((s) => s.client_reference_id === registration.reference);
    expect(url).toBe(created?.url);
    const call = stripe.calls.find(
      (c) => c.path === '/v1/checkout/sessions' && c.body.client_reference_id === registration.reference,
    );
    expect(call?.idempotencyKey).toBe(`checkout-${registration.reference}`);
    // The payments module tags the checkout with its kind; Stripe hands it back on every event.
    expect(call?.body).toMatchObject({
      customer_email: 'stripe-buyer@visitor.test',
      metadata: { reference: registration.reference, kind: 'rsvp_seat' },
      payment_intent_data: { metadata: { kind: 'rsvp_seat' } },
    });
    const expiresAt = Number(call?.body.expires_at) * 1000;
    expect(expiresAt - t.clock.now().getTime()).toBeGreaterThanOrEqual(30 * 60_000);
  });

  it('opens the Checkout at the price a promo code leaves, naming the code (docs/product.md, Promo codes)', async () => {
    const session = await createSession(t);
    await createPromoCode(t, { code: 'STRIPE-30', percentOff: 30, maxUses: 10 });
    const registration = await registered(t, session.id, 'coded-buyer@visitor.test', { promoCode: 'stripe-30' });
    await openCheckout(t, registration);
    const call = stripe.calls.find(
      (c) => c.path === '/v1/checkout/sessions' && c.body.client_reference_id === registration.reference,
    );
    expect(call?.body).toMatchObject({
      line_items: [
        { price_data: { unit_amount: '35000', product_data: { name: expect.stringContaining('STRIPE-30') } } },
      ],
      metadata: { promoCode: 'STRIPE-30', fullAmountCents: '50000' },
    });
    const event = stripeEvent('checkout.session.completed', stripe.completeSession(checkoutOf(registration.reference)));
    expect((await deliver(event)).statusCode).toBe(200);
    const [ledger] = await t.database.db.orm
      .select()
      .from(payments)
      .where(eq(payments.checkoutSessionId, checkoutOf(registration.reference)));
    expect(ledger?.amountCents).toBe(35_000);
  });

  it('refuses a tampered body, a wrong secret and a stale signature; accepts one of several v1 signatures', async () => {
    const event = stripeEvent('checkout.session.expired', { id: 'cs_test_unknown', object: 'checkout.session' });
    const good = signedWebhook(event);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: good.headers,
      payload: good.body.replace('expired', 'completed'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await deliver(event, 'whsec_someone_else')).statusCode).toBe(400);
    expect((await deliver(event, undefined, { timestamp: Math.floor(Date.now() / 1000) - 301 })).statusCode).toBe(400);
    expect((await deliver(event, undefined, { extraSignatures: ['0'.repeat(64)] })).statusCode).toBe(200);
  });

  it('the same completed event delivered 10 times at once fulfils once and sends one confirmation', async () => {
    const session = await createSession(t);
    const registration = await registered(t, session.id, 'ten-times@visitor.test');
    await openCheckout(t, registration);
    const id = checkoutOf(registration.reference);
    const event = stripeEvent('checkout.session.completed', stripe.completeSession(id));
    const before = await paymentCount();
    const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await status(t, registration.reference)).status).toBe('paid');
    expect(await paymentCount()).toBe(before + 1);
    const [ledger] = await t.database.db.orm.select().from(payments).where(eq(payments.checkoutSessionId, id));
    expect(ledger).toMatchObject({
      kind: 'rsvp_seat',
      subjectType: 'registration',
      subjectId: String(await registrationId(t, registration.reference)),
      amountCents: 50_000,
      provider: 'stripe',
      status: 'paid',
    });
    expect(await mailsTo(t, 'ten-times@visitor.test', 'rsvp.confirmation')).toHaveLength(1);
    // Published once, for the automation that will react to it.
    const paidEvents = async () => (await published(t, 'rsvp.paid')).filter((p) => p.paymentId === ledger?.id);
    expect(await paidEvents()).toMatchObject([{ sessionId: session.id, amountCents: 50_000, currency: 'usd' }]);
    // A different event for the same payment (Stripe's retry with a new id, or async success) changes nothing.
    expect(
      (await deliver(stripeEvent('checkout.session.async_payment_succeeded', stripe.sessions.get(id)))).statusCode,
    ).toBe(200);
    expect(await mailsTo(t, 'ten-times@visitor.test', 'rsvp.confirmation')).toHaveLength(1);
    expect(await paidEvents()).toHaveLength(1);
  });

  it('a completed event that arrives before our checkout call returned still fulfils the registration (an untagged checkout is a seat)', async () => {
    const session = await createSession(t);
    const registration = await registered(t, session.id, 'early-bird@visitor.test');
    // Stripe's event names a checkout our database has not recorded yet; the reference ties it to the
    // seat. Its metadata has no kind, as for checkouts opened before payment kinds: it is a seat's.
    const early = {
      id: 'cs_test_arrived_first',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_arrived_first',
      client_reference_id: registration.reference,
      metadata: { reference: registration.reference },
      amount_total: 50_000,
      currency: 'usd',
      url: null,
    };
    expect((await deliver(stripeEvent('checkout.session.completed', early))).statusCode).toBe(200);
    expect((await status(t, registration.reference)).status).toBe('paid');
    // The browser's late checkout call now goes straight to the success page.
    expect(await openCheckout(t, registration)).toContain(`/rsvp/success?reference=${registration.reference}`);
    expect(await mailsTo(t, 'early-bird@visitor.test', 'rsvp.confirmation')).toHaveLength(1);
    const [ledger] = await t.database.db.orm
      .select()
      .from(payments)
      .where(eq(payments.checkoutSessionId, 'cs_test_arrived_first'));
    expect(ledger).toMatchObject({
      kind: 'rsvp_seat',
      subjectId: String(await registrationId(t, registration.reference)),
    });
  });

  it('an event for a payment kind nobody handles is not recorded, so Stripe delivers it again', async () => {
    const session = await createSession(t);
    const registration = await registered(t, session.id, 'future-kind@visitor.test');
    const checkout = {
      id: 'cs_test_future_kind',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_future_kind',
      client_reference_id: registration.reference,
      metadata: { reference: registration.reference, kind: 'advertising_subscription' },
      amount_total: 15_000,
      currency: 'usd',
      url: null,
    };
    const event = stripeEvent('checkout.session.completed', checkout);
    const before = await paymentCount();
    expect((await deliver(event)).statusCode).toBe(500);
    expect((await deliver(event)).statusCode).toBe(500);
    expect(await paymentCount()).toBe(before);
    expect((await status(t, registration.reference)).status).toBe('pending');
  });

  it('an expired checkout frees the seat; an async payment that fails does too', async () => {
    const session = await createSession(t, { capacity: 1 });
    const first = await registered(t, session.id, 'slow@visitor.test');
    await openCheckout(t, first);
    const id = checkoutOf(first.reference);
    expect((await deliver(stripeEvent('checkout.session.expired', stripe.expireSession(id)))).statusCode).toBe(200);
    expect((await status(t, first.reference)).status).toBe('expired');

    const second = await registered(t, session.id, 'bank-debit@visitor.test');
    await openCheckout(t, second);
    const id2 = checkoutOf(second.reference);
    const pending = stripe.completeSession(id2, { paymentStatus: 'unpaid' });
    expect((await deliver(stripeEvent('checkout.session.completed', pending))).statusCode).toBe(200);
    expect((await status(t, second.reference)).status).toBe('pending');
    expect((await deliver(stripeEvent('checkout.session.async_payment_failed', pending))).statusCode).toBe(200);
    expect((await status(t, second.reference)).status).toBe('expired');
  });

  it('an admin refund goes through Stripe once; the refund webhook that follows changes nothing more', async () => {
    const session = await createSession(t);
    const registration = await registered(t, session.id, 'refund-me@visitor.test');
    await openCheckout(t, registration);
    const id = checkoutOf(registration.reference);
    const completed = stripe.completeSession(id);
    await deliver(stripeEvent('checkout.session.completed', completed));
    const [payment] = await t.database.db.orm.select().from(payments).where(eq(payments.checkoutSessionId, id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${payment?.id}/refund`,
      headers: t.admin,
      payload: { amount: '500', reason: 'Refunded by the admin' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'refunded',
      refundedCents: 50_000,
      kind: 'rsvp_seat',
      registrationId: await registrationId(t, registration.reference),
    });
    expect(stripe.refunds[0]?.payment_intent).toBe(completed.payment_intent);
    const refundWebhook = stripeEvent('charge.refunded', stripe.chargeOf(String(completed.payment_intent)));
    expect((await deliver(refundWebhook)).statusCode).toBe(200);
    expect(stripe.refunds).toHaveLength(1);
    expect((await status(t, registration.reference)).status).toBe('refunded');
    expect(await mailsTo(t, 'refund-me@visitor.test', 'rsvp.refund')).toHaveLength(1);
  });

  it('two paid checkouts for the same person and session: the first keeps the seat, the second is refunded', async () => {
    const session = await createSession(t, { capacity: 3 });
    // Two holds for one email: an admin allows it (docs/product.md, Webinar seats).
    const [first, second] = await withHoldLimits(t, { perEmailInSession: 2 }, async () => [
      await registered(t, session.id, 'paid-twice@visitor.test'),
      await registered(t, session.id, 'paid-twice@visitor.test', { firstName: 'Someone' }),
    ]);
    if (!first || !second) throw new Error('two holds expected');
    await openCheckout(t, first);
    await openCheckout(t, second);
    const firstPaid = stripe.completeSession(checkoutOf(first.reference));
    const secondPaid = stripe.completeSession(checkoutOf(second.reference));
    expect((await deliver(stripeEvent('checkout.session.completed', firstPaid))).statusCode).toBe(200);
    expect((await status(t, first.reference)).status).toBe('paid');
    // Closing the second hold's checkout found it paid: the payment is kept on record, without a seat.
    expect((await status(t, second.reference)).status).toBe('expired');
    expect((await deliver(stripeEvent('checkout.session.completed', secondPaid))).statusCode).toBe(200);
    expect((await status(t, second.reference)).status).toBe('expired');
    const [extra] = await t.database.db.orm
      .select()
      .from(payments)
      .where(eq(payments.checkoutSessionId, String(secondPaid.id)));
    expect(extra).toMatchObject({ status: 'paid', amountCents: 50_000 });

    await t.services.rsvp.tasks.reconcile();
    const refunds = stripe.refunds.filter((r) => r.payment_intent === secondPaid.payment_intent);
    expect(refunds).toHaveLength(1);
    expect(stripe.refunds.filter((r) => r.payment_intent === firstPaid.payment_intent)).toHaveLength(0);
    expect(
      (await deliver(stripeEvent('charge.refunded', stripe.chargeOf(String(secondPaid.payment_intent))))).statusCode,
    ).toBe(200);
    expect((await status(t, second.reference)).status).toBe('refunded');
    expect((await status(t, first.reference)).status).toBe('paid');
    expect(await mailsTo(t, 'paid-twice@visitor.test', 'rsvp.confirmation')).toHaveLength(1);
    const [refundMail] = await mailsTo(t, 'paid-twice@visitor.test', 'rsvp.refund');
    expect(refundMail?.textBody).toContain('This payment did not buy a seat');
    expect(refundMail?.attachments).toEqual([]);
    const calendar = (await t.app.inject({ method: 'GET', url: '/api/v1/calendar' })).json().data as {
      id: number;
      seatsLeft: number;
    }[];
    expect(calendar.find((s) => s.id === session.id)?.seatsLeft).toBe(2);
  });

  it('a refund event for a payment we have not recorded yet asks Stripe to deliver it again', async () => {
    const refund = stripeEvent('charge.refunded', {
      id: 'ch_test_unknown',
      object: 'charge',
      payment_intent: 'pi_test_not_yet_seen',
      amount: 50_000,
      amount_refunded: 50_000,
      refunded: true,
    });
    expect((await deliver(refund)).statusCode).toBe(500);
  });
});
