import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createStripeGateway } from '../../adapters/payments/stripe/stripe-gateway';
import { domainEvents } from '../../core/events/domain-events.tables';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe-server';
import { signedWebhook, stripeEvent, TEST_WEBHOOK_SECRET } from '../../../test/signed-webhook';
import { api, senderOf } from '../../../test/contacts-harness';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';
import { advertiserOf, checkout, planOf, planPayments, planRows, type Sender } from '../../../test/billboard-harness';

/**
 * An advertising plan's whole life on Stripe: the real SDK against the fake Stripe server, webhooks
 * signed with the SDK's own helper, delivered out of order and more than once.
 */
let t: IdentityTestApp;
let stripe: FakeStripe;
let advertiser: Sender;
let admin: Sender;
let subscriptionId = '';

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createIdentityTestApp({
    env: {
      STRIPE_SECRET_KEY: stripe.gatewayOptions.secretKey,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      PUBLIC_URL: 'https://meridian.example',
    },
    services: { gateway: createStripeGateway(stripe.gatewayOptions) },
  });
  advertiser = await advertiserOf(t, 'ava.advertiser@billboard.test');
  admin = await senderOf(t, 'ari.admin@billboard.test', 'Admin');
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function deliver(type: string, object: unknown, id?: string) {
  const { body, headers } = signedWebhook(stripeEvent(type, object, id ? { id } : {}));
  const res = await t.app.inject({ method: 'POST', url: '/webhooks/stripe', headers, payload: body });
  expect(res.statusCode).toBe(200);
}

const status = async () => (await planOf(t, advertiser)).subscription?.status;

describe('an advertising plan on Stripe', () => {
  it('opens Checkout in subscription mode at the yearly price, tagged with the kind on the subscription', async () => {
    const res = await checkout(t, advertiser, 'yearly');
    expect(res.status).toBe(200);
    const call = stripe.calls.find((c) => c.path === '/v1/checkout/sessions' && c.body.mode === 'subscription');
    expect(call?.body).toMatchObject({
      customer_email: 'ava.advertiser@billboard.test',
      line_items: [{ price_data: { unit_amount: '60000', recurring: { interval: 'year' } } }],
      subscription_data: { metadata: { kind: 'advertising' } },
    });
    expect((res.data as { url: string }).url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    // Asking again while that checkout is open answers the same page.
    const again = await checkout(t, advertiser, 'yearly');
    expect((again.data as { url: string }).url).toBe((res.data as { url: string }).url);
    expect((await planOf(t, advertiser)).subscription).toBeNull();
  });

  it('becomes active on payment, whichever event comes first, with one ledger row however often they come', async () => {
    const session = [...stripe.sessions.values()].find((s) => s.mode === 'subscription');
    if (!session) throw new Error('no subscription checkout');
    const versionBefore = await t.services.publicContent.version();
    const paid = stripe.billing.completeCheckout(session);
    subscriptionId = paid.subscription.id;
    // Out of order: the invoice before the checkout, then everything again (same ids and new ones).
    await deliver('invoice.paid', paid.invoice, 'evt_first_invoice');
    await deliver('checkout.session.completed', paid.session, 'evt_checkout_done');
    await deliver('customer.subscription.updated', paid.subscription);
    await deliver('invoice.paid', paid.invoice, 'evt_first_invoice');
    await deliver('invoice.paid', paid.invoice);
    await deliver('checkout.session.completed', paid.session);
    const plan = await planOf(t, advertiser);
    expect(plan.subscription).toMatchObject({ plan: 'yearly', status: 'active', amountCents: 60_000 });
    expect(plan.serving).toBe(true);
    expect(plan.invoices).toHaveLength(1);
    const rows = await planPayments(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 60_000, description: 'Digital Billboard — yearly plan' });
    expect(await t.services.publicContent.version()).toBeGreaterThan(versionBefore);
    const received = await t.database.db.orm
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.type, 'payment.received'));
    expect(received.map((e) => (e.payload as { kind: string }).kind)).toEqual(['advertising']);
  });

  it('shows plan payments in Sales with the kind advertising', async () => {
    const res = await api(t, admin, 'GET', '/api/v1/admin/payments');
    expect(res.status).toBe(200);
    expect((res.data as { kind: string }[]).map((p) => p.kind)).toContain('advertising');
  });

  it('records a paid renewal and moves the next renewal on', async () => {
    const before = (await planOf(t, advertiser)).subscription?.currentPeriodEnd ?? '';
    const renewed = stripe.billing.cycle(subscriptionId);
    await deliver('customer.subscription.updated', renewed.subscription);
    await deliver('invoice.paid', renewed.invoice);
    const plan = await planOf(t, advertiser);
    expect(plan.invoices).toHaveLength(2);
    expect(Date.parse(plan.subscription?.currentPeriodEnd ?? '')).toBeGreaterThan(Date.parse(before));
  });

  it('goes past due on a failed renewal, keeps serving in grace, and recovers when the retry is paid', async () => {
    const failed = stripe.billing.cycle(subscriptionId, { fail: true });
    await deliver('invoice.payment_failed', failed.invoice);
    expect(await status()).toBe('past_due');
    expect((await planOf(t, advertiser)).serving).toBe(true);
    expect(await planPayments(t)).toHaveLength(2);
    const recovered = stripe.billing.payLatestInvoice(subscriptionId);
    await deliver('invoice.paid', recovered.invoice);
    expect(await status()).toBe('active');
    // A stale failure delivered late (new event id) changes nothing: the subscription is read again.
    await deliver('invoice.payment_failed', failed.invoice);
    expect(await status()).toBe('active');
    expect(await planPayments(t)).toHaveLength(3);
  });

  it('opens the customer portal for the plan’s customer', async () => {
    const res = await api(t, advertiser, 'POST', '/api/v1/advertiser/portal');
    expect(res.status).toBe(200);
    expect((res.data as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(stripe.billing.portalSessions.at(-1)).toMatchObject({
      customer: stripe.billing.subscriptions.get(subscriptionId)?.customer,
      return_url: 'https://meridian.example/advertising/dashboard',
    });
  });

  it('is cancelled at period end, then ends; a late update never brings it back', async () => {
    const cancelled = await t.services.gateway.cancelSubscription(subscriptionId, { atPeriodEnd: true });
    expect(cancelled.cancelAtPeriodEnd).toBe(true);
    const subscription = stripe.billing.subscriptions.get(subscriptionId);
    await deliver('customer.subscription.updated', subscription);
    expect(await status()).toBe('cancelled');
    expect((await planOf(t, advertiser)).serving).toBe(true);
    const versionBefore = await t.services.publicContent.version();
    const ended = stripe.billing.cycle(subscriptionId);
    await deliver('customer.subscription.deleted', ended.subscription);
    await deliver('customer.subscription.updated', subscription);
    const plan = await planOf(t, advertiser);
    expect(plan.subscription?.status).toBe('ended');
    expect(plan.serving).toBe(false);
    expect(await t.services.publicContent.version()).toBeGreaterThan(versionBefore);
    expect(await planPayments(t)).toHaveLength(3);
  });

  it('lets an advertiser whose plan ended subscribe again', async () => {
    const again = await checkout(t, advertiser, 'monthly');
    expect(again.status).toBe(200);
    const rows = await planRows(t, advertiser.userId);
    expect(rows.map((r) => [r.plan, r.status]).sort()).toEqual([
      ['monthly', 'pending'],
      ['yearly', 'ended'],
    ]);
  });
});
