import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiserOf, checkout, planPayments } from '../../../test/billboard-harness';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { createRsvpTestApp, type RsvpTestApp } from '../../../test/rsvp-harness';
import { addMonths } from '../../lib/add-months';

/**
 * Advertiser plans (docs/product.md, Affiliate commissions and payouts): the billboard's plan payments
 * (ledger kind `advertising`, one `payment.received` per paid invoice) earn the advertiser rate for
 * the first N months, both admin settings; driven through the TEST MODE checkout and billing page.
 */
let t: RsvpTestApp;
let ada: Sender;
let billingPath = '';
let started: Date;

beforeAll(async () => {
  t = await createRsvpTestApp();
  ada = await senderOf(t, 'ada.affiliate@plans.test', 'Affiliate');
});
afterAll(() => t.close());

/** Subscribes `who` monthly through the TEST MODE checkout, referred by `referredBy`; answers the billing page's API path. */
async function subscribe(who: Sender, referredBy?: string): Promise<string> {
  const opened = await checkout(t, who, 'monthly', referredBy);
  expect(opened.status, opened.text).toBe(200);
  const id = new URL((opened.data as { url: string }).url).pathname.split('/').at(-1) ?? '';
  expect((await t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${id}/pay` })).statusCode).toBe(200);
  await t.settleEvents();
  const portal = await api(t, who, 'POST', '/api/v1/advertiser/portal');
  return new URL((portal.data as { url: string }).url).pathname.replace('/billing/test/', '/api/v1/test-billing/');
}

/** The TEST MODE billing page renews the plan `months` calendar months after the first payment. */
async function renewAt(months: number) {
  t.clock.advance(addMonths(started, months).getTime() + 3_600_000 - t.clock.now().getTime());
  const res = await t.app.inject({ method: 'POST', url: billingPath, payload: { action: 'renew' } });
  expect(res.statusCode, res.body).toBe(200);
  await t.settleEvents();
}

async function asAdmin(method: 'GET' | 'PUT', url: string, payload?: object) {
  await t.renewAdmin();
  const res = await t.app.inject({ method, url, headers: t.admin, ...(payload ? { payload } : {}) });
  return res.json() as { data: never };
}

const PERIOD = () => {
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);
  return `from=${day(started.getTime() - 86_400_000)}&to=${day(started.getTime() + 300 * 86_400_000)}`;
};
const conversions = async (affiliateId: number) =>
  (await asAdmin('GET', `/api/v1/affiliate/conversions?affiliateId=${affiliateId}&${PERIOD()}`)).data as {
    paymentId: number;
    amountCents: number;
    commissionCents: number;
    buyerEmail: string;
  }[];

describe('commission on advertiser plans', () => {
  it('earns the advertiser rate (20%) on the plan’s first payment, with the buyer masked', async () => {
    const advertiser = await advertiserOf(t, 'avi.advertiser@plans.test');
    billingPath = await subscribe(advertiser, ada.referralCode);
    const [first] = await planPayments(t);
    expect(first?.affiliateId).toBe(ada.userId);
    started = first?.paidAt ?? new Date();
    expect(await conversions(ada.userId)).toEqual([
      expect.objectContaining({ amountCents: 15_000, commissionCents: 3_000, buyerEmail: 'av***@plans.test' }),
    ]);
  });

  it('earns on the renewals of the first 3 months only (the default), none from the third anniversary on', async () => {
    await renewAt(1);
    await renewAt(2);
    await renewAt(3);
    expect(await planPayments(t)).toHaveLength(4);
    expect((await conversions(ada.userId)).map((c) => c.commissionCents)).toEqual([3_000, 3_000, 3_000]);
    const summary = (await asAdmin('GET', `/api/v1/affiliate/summary?affiliateId=${ada.userId}&${PERIOD()}`)).data as {
      paidConversions: number;
      commissionPendingCents: number;
      commissionApprovedCents: number;
    };
    expect(summary.paidConversions).toBe(3);
    expect(summary.commissionPendingCents + summary.commissionApprovedCents).toBe(9_000);
  });

  it('follows the admin’s rate and months for later payments', async () => {
    const settings = (await asAdmin('GET', '/api/v1/admin/affiliates/settings')).data as Record<string, unknown>;
    const saved = await asAdmin('PUT', '/api/v1/admin/affiliates/settings', {
      ...settings,
      advertiserRatePercent: 10,
      advertiserMonths: 6,
    });
    expect(saved.data).toMatchObject({ advertiserRatePercent: 10, advertiserMonths: 6 });
    await renewAt(4);
    expect((await conversions(ada.userId)).map((c) => c.commissionCents)).toEqual([1_500, 3_000, 3_000, 3_000]);
  });

  it('earns nothing on an unreferred plan or on an affiliate’s own plan', async () => {
    const before = (await conversions(ada.userId)).length;
    await subscribe(await advertiserOf(t, 'una.unreferred@plans.test'));
    const email = 'ada.also.advertiser@plans.test';
    const both = await senderOf(t, email, ['Affiliate', 'Advertiser']);
    await subscribe(both, both.referralCode);
    const payments = await planPayments(t);
    expect(payments.find((p) => p.buyerEmail === email)?.affiliateId).toBe(both.userId);
    expect(await conversions(both.userId)).toEqual([]);
    expect(await conversions(ada.userId)).toHaveLength(before);
  });
});
