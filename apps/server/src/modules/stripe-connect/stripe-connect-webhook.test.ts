import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_CONNECT_WEBHOOK_PATH } from '../../adapters/payments/stripe/stripe-webhook.routes';
import { createStripeGateway } from '../../adapters/payments/stripe/stripe-gateway';
import { domainEvents } from '../../core/events/domain-events.tables';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe-server';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';
import { signedWebhook, stripeEvent, TEST_WEBHOOK_SECRET } from '../../../test/signed-webhook';
import { connectBody, payoutsOf } from '../../../test/stripe-connect-harness';
import { stripeConnectEvents, stripeConnectTransfers } from './stripe-connect.tables';

const ORIGIN = 'https://meridian.example';
const CONNECT_SECRET = 'whsec_test_meridian_connect_secret';
let fake: FakeStripe;
let t: IdentityTestApp;
let ada: Sender;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createIdentityTestApp({
    env: {
      PUBLIC_URL: ORIGIN,
      STRIPE_SECRET_KEY: fake.gatewayOptions.secretKey,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
    },
    services: { gateway: createStripeGateway(fake.gatewayOptions) },
  });
  ada = await senderOf(t, 'ada.affiliate@stripe-connect.test', 'Affiliate');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const deliver = (payload: unknown, secret = CONNECT_SECRET) => {
  const delivery = signedWebhook(payload, secret);
  return t.app.inject({
    method: 'POST',
    url: STRIPE_CONNECT_WEBHOOK_PATH,
    headers: delivery.headers,
    payload: delivery.body,
  });
};
const published = (type: string) => t.database.db.orm.select().from(domainEvents).where(eq(domainEvents.type, type));

describe('Stripe Connect with Stripe keys (real SDK, fake Stripe server, signed Connect webhooks)', () => {
  it('opens one Express account and a fresh Stripe onboarding link per call', async () => {
    const before = fake.accounts.size;
    const first = await api(t, ada, 'POST', '/api/v2/stripe-connect', connectBody(ORIGIN, ada));
    const second = await api(t, ada, 'POST', '/api/v2/stripe-connect', connectBody(ORIGIN, ada));
    const urls = [first, second].map((res) => (res.data as { onboardingUrl: string }).onboardingUrl);
    expect(urls[0]).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_test_/);
    expect(urls[1]).not.toBe(urls[0]);
    expect(fake.accounts.size).toBe(before + 1);
    const account = [...fake.accounts.values()].at(-1);
    expect(account).toMatchObject({
      email: 'ada.affiliate@stripe-connect.test',
      metadata: { userId: String(ada.userId) },
      business_profile: { url: `${ORIGIN}/r/${ada.referralCode}/rsvp` },
    });
    expect(fake.calls.filter((call) => call.path === '/v1/account_links')).toHaveLength(2);
    expect((await api(t, ada, 'GET', `/api/v2/stripe-connect/?id=${ada.userId}`)).status).toBe(204);
  });

  it('turns payouts on from a signed account.updated, once per event id, and off again', async () => {
    const accountId = [...fake.accounts.values()].at(-1)?.id ?? '';
    const refused = await deliver(
      stripeEvent('account.updated', fake.completeOnboarding(accountId)),
      TEST_WEBHOOK_SECRET,
    );
    expect(refused.statusCode).toBe(400);
    expect((await api(t, ada, 'GET', `/api/v2/stripe-connect/?id=${ada.userId}`)).status).toBe(204);

    const event = stripeEvent('account.updated', fake.completeOnboarding(accountId), { id: 'evt_connect_on' });
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    const lookup = await api(t, ada, 'GET', `/api/v2/stripe-connect/?id=${ada.userId}`);
    expect(lookup.data).toMatchObject({ id: ada.userId, adminStripeConnectId: accountId });
    expect(await published('connect.payouts_changed')).toHaveLength(1);
    const recorded = await t.database.db.orm
      .select()
      .from(stripeConnectEvents)
      .where(eq(stripeConnectEvents.eventId, 'evt_connect_on'));
    expect(recorded).toHaveLength(1);

    // A late delivery of an older state never turns payouts off: the account's current state applies.
    const stale = stripeEvent('account.updated', { ...fake.accounts.get(accountId), payouts_enabled: false });
    await deliver(stale);
    expect((await api(t, ada, 'GET', `/api/v2/stripe-connect/?id=${ada.userId}`)).status).toBe(200);
    await deliver(stripeEvent('account.updated', fake.disablePayouts(accountId)));
    expect((await api(t, ada, 'GET', `/api/v2/stripe-connect/?id=${ada.userId}`)).status).toBe(204);
    expect((await published('connect.payouts_changed')).map((row) => row.payload)).toEqual([
      { userId: ada.userId, payoutsEnabled: true },
      { userId: ada.userId, payoutsEnabled: false },
    ]);
    await deliver(stripeEvent('account.updated', fake.completeOnboarding(accountId)));
  });

  it('transfers through the module’s api and records transfer.* events', async () => {
    const payouts = payoutsOf(t);
    const account = await payouts.payoutAccountOf(t.database.db.orm, ada.userId);
    expect(account?.payoutsEnabled).toBe(true);
    const result = await payouts.transfer({
      accountId: account?.accountId ?? '',
      amountCents: 7_500,
      currency: 'usd',
      transferGroup: 'payout-42',
      metadata: { payoutId: '42' },
      idempotencyKey: 'payout-42',
    });
    expect(fake.transfers.get(result.id)).toMatchObject({ amount: 7_500, destination: account?.accountId });
    expect((await deliver(stripeEvent('transfer.created', fake.transfers.get(result.id)))).statusCode).toBe(200);
    const reversed = stripeEvent('transfer.reversed', fake.reverseTransfer(result.id, 2_500), { id: 'evt_tr_rev' });
    expect((await deliver(reversed)).statusCode).toBe(200);
    expect((await deliver(reversed)).statusCode).toBe(200);
    const [row] = await t.database.db.orm
      .select()
      .from(stripeConnectTransfers)
      .where(eq(stripeConnectTransfers.transferId, result.id));
    expect(row).toMatchObject({ amountCents: 7_500, amountReversedCents: 2_500, transferGroup: 'payout-42' });
    expect((await published('connect.transfer_updated')).map((event) => event.payload)).toEqual([
      {
        transferId: result.id,
        transferGroup: 'payout-42',
        amountCents: 7_500,
        amountReversedCents: 0,
        currency: 'usd',
      },
      {
        transferId: result.id,
        transferGroup: 'payout-42',
        amountCents: 7_500,
        amountReversedCents: 2_500,
        currency: 'usd',
      },
    ]);
  });

  it('acknowledges Connect events it does not act on, and refuses unsigned deliveries', async () => {
    expect((await deliver(stripeEvent('payout.paid', { id: 'po_1', object: 'payout' }))).statusCode).toBe(200);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: STRIPE_CONNECT_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(stripeEvent('account.updated', {})),
    });
    expect(unsigned.statusCode).toBe(400);
  });
});
