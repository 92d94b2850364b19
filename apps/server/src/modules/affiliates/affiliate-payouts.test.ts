import type { Registration } from '@meridian/contracts/rsvp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeGateway } from '../../adapters/payments/stripe/stripe-gateway';
import { clickThrough, DAY_MS, summaryOf } from '../../../test/affiliate-harness';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe-server';
import { passwordSignIn } from '../../../test/identity-harness';
import { createRsvpTestApp, createSession, openCheckout, register, type RsvpTestApp } from '../../../test/rsvp-harness';
import { signedWebhook, stripeEvent, TEST_WEBHOOK_SECRET } from '../../../test/signed-webhook';

/**
 * Payouts end to end in Stripe mode: the real SDK against the local fake Stripe for checkouts,
 * Connect onboarding and transfers; the hand-moved clock carries commission through its hold.
 */
const CONNECT_SECRET = 'whsec_test_meridian_connect_secret';
const EMAIL = 'pia.payouts@affiliates.test';

let t: RsvpTestApp;
let stripe: FakeStripe;
let pia: Sender;
let accountId: string;
let sessionId: number;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createRsvpTestApp({
    env: {
      STRIPE_SECRET_KEY: stripe.gatewayOptions.secretKey,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
    },
    gateway: createStripeGateway(stripe.gatewayOptions),
  });
  pia = await senderOf(t, EMAIL, 'Affiliate');
  sessionId = (await createSession(t, { hoursAhead: 24 * 90, capacity: 20 })).id;
  accountId = await connectPayouts(pia);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

function deliver(path: string, payload: unknown, secret: string) {
  const { body, headers } = signedWebhook(payload, secret);
  return t.app.inject({ method: 'POST', url: path, headers, payload: body });
}

/** Onboarding as the panel starts it, finished at Stripe, reported by the Connect webhook. */
async function connectPayouts(who: Sender): Promise<string> {
  const links = (await api(t, who, 'GET', '/api/v1/affiliate/links')).data as {
    links: { kind: string; url: string }[];
  };
  const url = (kind: string) => links.links.find((link) => link.kind === kind)?.url ?? '';
  const started = await api(t, who, 'POST', '/api/v2/stripe-connect', {
    id: who.userId,
    rsvpLink: url('rsvp'),
    newsletterLink: url('newsletter'),
    digitalBillboardLink: url('billboard'),
    emailMarketingLink: url('email-marketing'),
  });
  expect(started.status, started.text).toBe(200);
  const account = [...stripe.accounts.values()].find((a) => a.metadata.userId === String(who.userId));
  if (!account) throw new Error('No connected account was opened.');
  const done = stripe.completeOnboarding(account.id);
  expect(
    (await deliver('/webhooks/stripe-connect', stripeEvent('account.updated', done), CONNECT_SECRET)).statusCode,
  ).toBe(200);
  return account.id;
}

/** A seat booked through the affiliate's link and paid at Stripe; answers the ledger payment's id. */
async function referredSeat(email: string, ip: string): Promise<number> {
  const cookie = await clickThrough(t, pia.referralCode, { ip });
  const res = await register(t, sessionId, email, {}, undefined, { cookie: cookie ?? '' });
  expect(res.statusCode, res.body).toBe(200);
  const registration = res.json().data as Registration;
  await openCheckout(t, registration);
  const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === registration.reference);
  if (!session) throw new Error('No Stripe checkout was opened.');
  const paid = stripeEvent('checkout.session.completed', stripe.completeSession(session.id));
  expect((await deliver('/webhooks/stripe', paid, TEST_WEBHOOK_SECRET)).statusCode).toBe(200);
  await t.settleEvents();
  const payments = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/payments?search=${email}`,
    headers: t.admin,
  });
  return (payments.json().data as { id: number }[])[0]?.id ?? 0;
}

/** Moves the test clock by at least `days`, on to the next Monday (the weekly payout day). */
async function advanceToMondayAfter(days: number) {
  t.clock.advance(days * DAY_MS);
  while (t.clock.now().getUTCDay() !== 1) t.clock.advance(DAY_MS);
  await t.renewAdmin();
  const tokens = await passwordSignIn(t, EMAIL, 'a long enough passphrase');
  pia.auth = { authorization: `Bearer ${tokens.AccessToken}` };
}

const transfersTo = (account: string) => [...stripe.transfers.values()].filter((tr) => tr.destination === account);
const payoutsOf = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/affiliates/payouts?affiliateId=${pia.userId}`,
      headers: t.admin,
    })
  ).json().data as { amountCents: number; status: string; transferId: string | null }[];

describe('payouts', () => {
  let first: number;

  it('pays the approved balance once to the connected account, however often the job runs', async () => {
    first = await referredSeat('first.buyer@visitor.test', '192.0.2.10');
    expect((await summaryOf(t, pia)).data.commissionPendingCents).toBe(5_000);
    await advanceToMondayAfter(31);
    await t.services.affiliates.payouts.run();
    await Promise.all([t.services.affiliates.payouts.run(), t.services.affiliates.payouts.run()]);
    const transfers = transfersTo(accountId);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.amount).toBe(5_000);
    const transferCalls = stripe.calls.filter((c) => c.path === '/v1/transfers');
    expect(new Set(transferCalls.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(await payoutsOf()).toEqual([
      expect.objectContaining({ amountCents: 5_000, status: 'paid', transferId: transfers[0]?.id }),
    ]);
    const range = `?from=${new Date(t.clock.now().getTime() - 60 * DAY_MS).toISOString().slice(0, 10)}`;
    expect((await summaryOf(t, pia, range)).data).toMatchObject({
      commissionPaidCents: 5_000,
      commissionApprovedCents: 0,
    });
  });

  it('carries a refund after the payout as a negative balance that the next payout subtracts', async () => {
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${first}/refund`,
      headers: t.admin,
      payload: { amount: '500', reason: 'Refunded after the payout' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await t.settleEvents();
    const range = `?from=${new Date(t.clock.now().getTime() - 60 * DAY_MS).toISOString().slice(0, 10)}`;
    expect((await summaryOf(t, pia, range)).data).toMatchObject({
      commissionApprovedCents: -5_000,
      commissionReversedCents: 5_000,
    });
    await referredSeat('second.buyer@visitor.test', '192.0.2.11');
    await referredSeat('third.buyer@visitor.test', '192.0.2.12');
    await advanceToMondayAfter(31);
    await t.services.affiliates.payouts.run();
    await t.services.affiliates.payouts.run();
    const transfers = transfersTo(accountId);
    expect(transfers.map((tr) => tr.amount)).toEqual([5_000, 5_000]);
    expect((await payoutsOf()).map((p) => p.amountCents)).toEqual([5_000, 5_000]);
  });

  it('lets the admin hold, release and pay now, and lists the affiliate with their figures', async () => {
    await referredSeat('fourth.buyer@visitor.test', '192.0.2.13');
    await advanceToMondayAfter(31);
    const admin = (method: 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: t.admin, ...(payload ? { payload } : {}) });
    const held = await admin('PUT', `/api/v1/admin/affiliates/${pia.userId}/hold`, { held: true });
    expect(held.json().data).toMatchObject({ payoutsHeld: true, connect: 'enabled' });
    const refused = await admin('POST', `/api/v1/admin/affiliates/${pia.userId}/pay`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Payouts to this affiliate are on hold. Release them first.');
    await admin('PUT', `/api/v1/admin/affiliates/${pia.userId}/hold`, { held: false });
    const paid = await admin('POST', `/api/v1/admin/affiliates/${pia.userId}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ amountCents: 5_000, status: 'paid' });
    const nothing = await admin('POST', `/api/v1/admin/affiliates/${pia.userId}/pay`);
    expect(nothing.json().message).toBe('There is no approved balance at or above the minimum to pay.');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/affiliates', headers: t.admin });
    expect(list.json().data.items).toContainEqual(
      expect.objectContaining({
        userId: pia.userId,
        referralCode: pia.referralCode,
        paidConversions: 4,
        paidCents: 15_000,
      }),
    );
    const csv = await t.app.inject({ method: 'GET', url: '/api/v1/admin/affiliates/export.csv', headers: t.admin });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(EMAIL);
  });
});
