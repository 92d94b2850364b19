import { STRIPE_CONNECT_MESSAGES as M, TEST_ONBOARDING_MESSAGES } from '@meridian/contracts/stripe-connect';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConnectedAccounts } from '../../adapters/payments/local/test-connect.tables';
import { domainEvents } from '../../core/events/domain-events.tables';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';
import { connectBody, payoutsOf } from '../../../test/stripe-connect-harness';
import { stripeConnectAccounts } from './stripe-connect.tables';

const ORIGIN = 'https://meridian.example';
let t: IdentityTestApp;
let ada: Sender;
let bea: Sender;
let admin: Sender;
let sales: Sender;

beforeAll(async () => {
  t = await createIdentityTestApp({ env: { PUBLIC_URL: ORIGIN } });
  ada = await senderOf(t, 'ada.affiliate@connect.test', 'Affiliate');
  bea = await senderOf(t, 'bea.affiliate@connect.test', 'Affiliate');
  admin = await senderOf(t, 'ari.admin@connect.test', 'Admin');
  sales = await senderOf(t, 'sal.sales@connect.test', 'Sales');
});
afterAll(() => t.close());

const lookup = (who: Sender, id: number | string) => api(t, who, 'GET', `/api/v2/stripe-connect/?id=${id}`);
const connect = (who: Sender, body: object) => api(t, who, 'POST', '/api/v2/stripe-connect', body);
const linkIdOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';
const onboarding = (id: string, action = '') =>
  t.app.inject({ method: action ? 'POST' : 'GET', url: `/api/v1/test-connect/${id}${action}` });

describe('GET and POST /api/v2/stripe-connect in TEST MODE', () => {
  it('answers 204 until payouts are enabled, then the user (never a password)', async () => {
    const before = await lookup(ada, ada.userId);
    expect(before.status).toBe(204);
    expect(before.text).toBe('');

    const started = await connect(ada, connectBody(ORIGIN, ada));
    expect(started.status).toBe(200);
    const { onboardingUrl } = started.data as { onboardingUrl: string };
    expect(onboardingUrl).toMatch(/^https:\/\/meridian\.example\/connect\/test\/acctlink_test_local_/);
    expect((await lookup(ada, ada.userId)).status).toBe(204);

    const page = await onboarding(linkIdOf(onboardingUrl));
    expect(page.json().data).toMatchObject({
      status: 'open',
      email: 'ada.affiliate@connect.test',
      payoutsEnabled: false,
      returnUrl: `${ORIGIN}/affiliate/dashboard?stripe=return`,
      refreshUrl: `${ORIGIN}/affiliate/dashboard?stripe=refresh`,
    });
    const done = await onboarding(linkIdOf(onboardingUrl), '/complete');
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ redirectUrl: `${ORIGIN}/affiliate/dashboard?stripe=return` });

    const after = await lookup(ada, ada.userId);
    expect(after.status).toBe(200);
    const [stored] = await t.database.db.orm
      .select()
      .from(stripeConnectAccounts)
      .where(eq(stripeConnectAccounts.userId, ada.userId));
    expect(after.data).toEqual({
      id: ada.userId,
      createdAt: expect.any(String) as string,
      updatedAt: expect.any(String) as string,
      email: 'ada.affiliate@connect.test',
      firstName: 'Sam',
      lastName: 'Sender',
      roles: ['Affiliate'],
      adminStripeConnectId: stored?.accountId,
      referredById: null,
    });
    expect(after.text).not.toMatch(/password/i);
    const [published] = await t.database.db.orm
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.type, 'connect.payouts_changed'));
    expect(published?.payload).toEqual({ userId: ada.userId, payoutsEnabled: true });
  });

  it('opens one account however often the affiliate connects, with a fresh link each time', async () => {
    const first = await connect(bea, connectBody(ORIGIN, bea));
    const second = await connect(bea, connectBody(ORIGIN, bea));
    const urls = [first, second].map((res) => (res.data as { onboardingUrl: string }).onboardingUrl);
    expect(urls[0]).not.toBe(urls[1]);
    const accounts = await t.database.db.orm
      .select()
      .from(testConnectedAccounts)
      .where(eq(testConnectedAccounts.userId, bea.userId));
    expect(accounts).toHaveLength(1);
    const [row] = await t.database.db.orm
      .select()
      .from(stripeConnectAccounts)
      .where(eq(stripeConnectAccounts.userId, bea.userId));
    expect(row).toMatchObject({ accountId: accounts[0]?.id, payoutsEnabled: false });
    expect(row?.referralLinks).toEqual({
      rsvp: `${ORIGIN}/r/${bea.referralCode}/rsvp`,
      newsletter: `${ORIGIN}/r/${bea.referralCode}/newsletter`,
      billboard: `${ORIGIN}/r/${bea.referralCode}/billboard`,
      'email-marketing': `${ORIGIN}/r/${bea.referralCode}/email-marketing`,
    });
    // A used link cannot complete again; an unfinished onboarding can resume from a fresh link.
    const used = linkIdOf(urls[1] ?? '');
    await onboarding(used, '/complete');
    const again = await onboarding(used, '/complete');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: TEST_ONBOARDING_MESSAGES.used });
    expect((await onboarding(used)).json().data).toMatchObject({ status: 'used', payoutsEnabled: true });
  });

  it('refuses another affiliate’s id with 403; an admin may read and connect anyone’s', async () => {
    for (const res of [await lookup(bea, ada.userId), await connect(bea, connectBody(ORIGIN, ada))]) {
      expect(res.status).toBe(403);
      expect(res.body?.message).toBe(M.notYours);
    }
    expect((await lookup(admin, ada.userId)).data).toMatchObject({ id: ada.userId });
    expect((await lookup(admin, bea.userId)).status).toBe(200);
    expect((await connect(admin, connectBody(ORIGIN, admin))).body?.message).toBe(M.notAffiliate);
    expect((await lookup(admin, 999_999)).status).toBe(404);
    expect((await lookup(admin, 999_999)).body?.message).toBe(M.userNotFound);
    expect((await lookup(sales, sales.userId)).status).toBe(403);
  });

  it('refuses links that are not the affiliate’s own and ids that are not ids', async () => {
    const res = await connect(ada, connectBody(ORIGIN, ada, { rsvpLink: `${ORIGIN}/r/${bea.referralCode}/rsvp` }));
    expect(res.status).toBe(422);
    expect(res.body?.errors).toEqual([{ path: 'rsvpLink', message: M.linkInvalid }]);
    const notUrl = await connect(ada, connectBody(ORIGIN, ada, { newsletterLink: 'javascript:alert(1)' }));
    expect(notUrl.status).toBe(422);
    expect(notUrl.body?.errors).toEqual([{ path: 'newsletterLink', message: M.linkInvalid }]);
    const noId = await lookup(ada, 'abc');
    expect(noId.status).toBe(422);
    expect(noId.body?.message).toBe(M.userIdMissing);
  });

  it('pays a connected affiliate through the module’s api (local transfers)', async () => {
    const payouts = payoutsOf(t);
    const account = await payouts.payoutAccountOf(t.database.db.orm, ada.userId);
    expect(account).toEqual({ accountId: expect.stringMatching(/^acct_test_local_/) as string, payoutsEnabled: true });
    expect(await payouts.payoutAccountOf(t.database.db.orm, sales.userId)).toBeNull();
    const request = {
      accountId: account?.accountId ?? '',
      amountCents: 4_200,
      currency: 'usd',
      transferGroup: 'payout-1',
      metadata: { payoutId: '1' },
      idempotencyKey: 'payout-1',
    };
    const result = await payouts.transfer(request);
    expect(await payouts.transfer(request)).toEqual(result);
    expect(result.amountCents).toBe(4_200);
  });

  it('answers 404 for an unknown onboarding link', async () => {
    const res = await onboarding('acctlink_test_local_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/complete');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: TEST_ONBOARDING_MESSAGES.notFound });
  });
});
