import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planPayments } from '../../../test/billboard-harness';
import { BROWSER } from '../../../test/affiliate-harness';
import { api, referralCodeOf, senderOf, type Sender } from '../../../test/contacts-harness';
import { signedUpAccount } from '../../../test/identity-harness';
import { createRsvpTestApp, type RsvpTestApp } from '../../../test/rsvp-harness';
import { affiliateCommissions } from '../affiliates/affiliates.tables';

/**
 * Plan payments credit the affiliate whose billboard link the advertiser signed up through: the
 * program's advertiser rate for the first N calendar months of the plan (default 20% for 3), and
 * nothing from payment N+1 on (docs/product.md, Affiliate commissions and payouts).
 */
let t: RsvpTestApp;
let ada: Sender;
let advertiser: Sender;
let billingPath = '';

beforeAll(async () => {
  t = await createRsvpTestApp({ env: { PUBLIC_URL: 'https://meridian.example' } });
  ada = await senderOf(t, 'ada.affiliate@billboard-referrals.test', 'Affiliate');
});
afterAll(() => t.close());

const commissions = () =>
  t.database.db.orm.select().from(affiliateCommissions).where(eq(affiliateCommissions.affiliateId, ada.userId));

/** Moves the test clock to the subscription's next renewal, then renews it on the TEST MODE billing page. */
async function renewOnTime() {
  const view = await t.app.inject({ method: 'GET', url: `/api/v1/${billingPath}` });
  const due = Date.parse((view.json().data as { currentPeriodEnd: string }).currentPeriodEnd);
  t.clock.advance(due - t.clock.now().getTime() + 60_000);
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/${billingPath}`, payload: { action: 'renew' } });
  expect(res.statusCode, res.body).toBe(200);
  await t.settleEvents();
}

describe('advertising plans and affiliate commission', () => {
  it('names the affiliate on an advertiser who signed up through their billboard link', async () => {
    const visit = await t.app.inject({
      method: 'GET',
      url: `/advertising?ref=${ada.referralCode}`,
      remoteAddress: '198.51.100.41',
      headers: { 'user-agent': BROWSER },
    });
    const cookie = [visit.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('meridian_ref='));
    expect(cookie).toBeDefined();
    const account = await signedUpAccount(t, 'newad@billboard-referrals.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user',
      headers: { ...account.auth, cookie: cookie?.split(';')[0] ?? '' },
      payload: {
        sub: account.sub,
        email: account.email,
        firstName: 'Nora',
        lastName: 'Newad',
        roleId: 4,
        plan: 'monthly',
        termsAgreed: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const userId = (res.json().data as { id: number }).id;
    advertiser = { userId, referralCode: await referralCodeOf(t, userId), auth: account.auth };
  });

  it('earns a pending commission on the first plan payment', async () => {
    // The browser names no referrer: the sign-up's attribution is what counts.
    const opened = await api(t, advertiser, 'POST', '/api/v1/advertiser/checkout', { plan: 'monthly' });
    expect(opened.status, opened.text).toBe(200);
    const id = new URL((opened.data as { url: string }).url).pathname.split('/').at(-1) ?? '';
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${id}/pay` })).statusCode).toBe(200);
    await t.settleEvents();
    expect(await commissions()).toMatchObject([
      { entry: 'earned', status: 'pending', ratePercent: 20, amountCents: 3_000, paymentCents: 15_000 },
    ]);
    const portal = await api(t, advertiser, 'POST', '/api/v1/advertiser/portal');
    billingPath = new URL((portal.data as { url: string }).url).pathname.replace('/billing/test/', 'test-billing/');
  });

  it('earns on renewals within the first 3 months, and nothing on the 4th monthly payment', async () => {
    await renewOnTime();
    await renewOnTime();
    expect(await commissions()).toHaveLength(3);
    await renewOnTime();
    const rows = await commissions();
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.amountCents === 3_000)).toBe(true);
    // Four plan payments in the ledger, each naming the affiliate; only the first three earned.
    const payments = await planPayments(t);
    expect(payments.map((p) => p.affiliateId)).toEqual([ada.userId, ada.userId, ada.userId, ada.userId]);
  });
});
