import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER, clickThrough, DAY_MS, paidSeat, summaryOf } from '../../../test/affiliate-harness';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { passwordSignIn, signedUpAccount } from '../../../test/identity-harness';
import { createRsvpTestApp, createSession, type RsvpTestApp } from '../../../test/rsvp-harness';

let t: RsvpTestApp;
let ada: Sender;
let bo: Sender;
let sal: Sender;
let sessionId: number;
const emails = new Map<Sender, string>();

beforeAll(async () => {
  t = await createRsvpTestApp();
  ada = await senderOf(t, 'ada.affiliate@commissions.test', 'Affiliate');
  bo = await senderOf(t, 'bo.affiliate@commissions.test', 'Affiliate');
  sal = await senderOf(t, 'sal.sales@commissions.test', 'Sales');
  emails.set(ada, 'ada.affiliate@commissions.test').set(bo, 'bo.affiliate@commissions.test');
  emails.set(sal, 'sal.sales@commissions.test');
  sessionId = (await createSession(t, { hoursAhead: 24 * 10 })).id;
});
afterAll(() => t.close());

/** A period around the test clock wide enough for every payment of the file (at most 366 days). */
const wide = () => {
  const day = (offset: number) => new Date(t.clock.now().getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  return `?from=${day(-120)}&to=${day(120)}`;
};

/** Signs the senders in again after the test clock has moved past their tokens' lifetime. */
async function renewTokens() {
  await t.renewAdmin();
  for (const [who, email] of emails) {
    const tokens = await passwordSignIn(t, email, 'a long enough passphrase');
    who.auth = { authorization: `Bearer ${tokens.AccessToken}` };
  }
}

const refund = (paymentId: number, amount = '500') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/payments/${paymentId}/refund`,
    headers: t.admin,
    payload: { amount, reason: 'Asked by the buyer' },
  });

describe('attribution', () => {
  it('sets a signed cookie for a public page opened with ?ref=, counts the click once a day, ignores bots', async () => {
    const cookie = await clickThrough(t, ada.referralCode);
    expect(cookie).toMatch(/^meridian_ref=\d+\.\d+\.[\w-]+$/);
    await clickThrough(t, ada.referralCode);
    expect(
      await clickThrough(t, ada.referralCode, { userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
    ).toBe(undefined);
    expect(await clickThrough(t, 'not-a-code')).toBe(undefined);
    const summary = await summaryOf(t, ada);
    expect(summary.data.clicks).toBe(1);
  });

  it('names the referrer on a sign-up through the link; a forged cookie names nobody', async () => {
    const cookie = await clickThrough(t, ada.referralCode, { ip: '198.51.100.80' });
    const account = await signedUpAccount(t, 'newcomer@commissions.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user',
      headers: { ...account.auth, cookie: cookie ?? '' },
      payload: {
        sub: account.sub,
        email: account.email,
        firstName: 'Nia',
        lastName: 'Newcomer',
        roleId: 3,
        termsAgreed: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const forged = await signedUpAccount(t, 'forger@commissions.test');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user',
      headers: { ...forged.auth, cookie: `meridian_ref=${bo.userId}.${Date.now()}.forged` },
      payload: { sub: forged.sub, email: forged.email, firstName: 'Fay', lastName: 'Forger', termsAgreed: true },
    });
    expect(second.statusCode, second.body).toBe(201);
    expect((await summaryOf(t, ada)).data.signUps).toBe(1);
    expect((await summaryOf(t, bo)).data.signUps).toBe(0);
  });

  it('lets the last click win and ignores a cookie past the attribution window', async () => {
    const first = await clickThrough(t, bo.referralCode, { ip: '198.51.100.90' });
    const last = await clickThrough(t, ada.referralCode, { ip: '198.51.100.90' });
    expect(first).not.toEqual(last);
    t.clock.advance(31 * DAY_MS);
    const late = await paidSeat(t, (await createSession(t)).id, 'late.buyer@visitor.test', last);
    t.clock.advance(-31 * DAY_MS);
    const conversions = await api(t, ada, 'GET', `/api/v1/affiliate/conversions${wide()}`);
    expect((conversions.data as { paymentId: number }[]).map((c) => c.paymentId)).not.toContain(late);
  });
});

describe('commission', () => {
  let paymentId: number;

  it('earns a pending share of a referred seat, shown with the buyer masked', async () => {
    const cookie = await clickThrough(t, ada.referralCode, { ip: '203.0.113.41' });
    paymentId = await paidSeat(t, sessionId, 'grace.buyer@visitor.test', cookie);
    const summary = await summaryOf(t, ada);
    expect(summary.data).toMatchObject({
      paidConversions: 1,
      commissionPendingCents: 5_000,
      commissionApprovedCents: 0,
      commissionReversedCents: 0,
    });
    const conversions = await api(t, ada, 'GET', '/api/v1/affiliate/conversions');
    expect(conversions.data).toEqual([
      expect.objectContaining({
        paymentId,
        buyerEmail: 'gr***@visitor.test',
        amountCents: 50_000,
        commissionCents: 5_000,
        status: 'pending',
      }),
    ]);
    expect(JSON.stringify(conversions.data)).not.toContain('grace.buyer');
  });

  it('earns nothing on a self-referral; counts a sales staff conversion without commission while staff commission is off', async () => {
    const own = await clickThrough(t, ada.referralCode, { ip: '203.0.113.42' });
    await paidSeat(t, sessionId, 'ADA.affiliate@commissions.test', own);
    const staff = await clickThrough(t, sal.referralCode, { ip: '203.0.113.43' });
    const staffPayment = await paidSeat(t, sessionId, 'staff.buyer@visitor.test', staff);
    expect((await summaryOf(t, ada)).data.paidConversions).toBe(1);
    expect((await summaryOf(t, sal)).data).toMatchObject({ clicks: 1, paidConversions: 1, commissionPendingCents: 0 });
    const staffConversions = await api(t, sal, 'GET', '/api/v1/affiliate/conversions');
    expect(staffConversions.data).toEqual([
      expect.objectContaining({ paymentId: staffPayment, commissionCents: 0, status: 'none' }),
    ]);
  });

  it('answers with exactly the issue’s summary figures', async () => {
    const { data } = await summaryOf(t, ada);
    for (const key of [
      'clicks',
      'signUps',
      'paidConversions',
      'commissionPendingCents',
      'commissionApprovedCents',
      'commissionPaidCents',
      'commissionReversedCents',
    ]) {
      expect(Number.isInteger(data[key]), key).toBe(true);
    }
  });

  it('answers 403 to an affiliate reading another affiliate’s figures; an admin may', async () => {
    const denied = await summaryOf(t, bo, `?affiliateId=${ada.userId}`);
    expect(denied.status).toBe(403);
    expect(denied.body?.message).toBe('You can only see your own affiliate figures.');
    const deniedList = await api(t, bo, 'GET', `/api/v1/affiliate/conversions?affiliateId=${ada.userId}`);
    expect(deniedList.status).toBe(403);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/summary?affiliateId=${ada.userId}`,
      headers: t.admin,
    });
    expect(asAdmin.json().data.paidConversions).toBe(1);
  });

  it('approves the commission once the holding period has passed', async () => {
    t.clock.advance(29 * DAY_MS);
    await renewTokens();
    await t.services.affiliates.payouts.run();
    expect((await summaryOf(t, ada, wide())).data.commissionPendingCents).toBe(5_000);
    t.clock.advance(2 * DAY_MS);
    await renewTokens();
    await t.services.affiliates.payouts.run();
    expect((await summaryOf(t, ada, wide())).data).toMatchObject({
      commissionPendingCents: 0,
      commissionApprovedCents: 5_000,
    });
  });

  it('reverses the refunded share of the commission: a fifth for a partial refund, the rest with the rest', async () => {
    const part = await refund(paymentId, '100');
    expect(part.statusCode, part.body).toBe(200);
    await t.settleEvents();
    expect((await summaryOf(t, ada, wide())).data).toMatchObject({
      commissionApprovedCents: 4_000,
      commissionReversedCents: 1_000,
    });
    const res = await refund(paymentId, '400');
    expect(res.statusCode, res.body).toBe(200);
    await t.settleEvents();
    expect((await summaryOf(t, ada, wide())).data).toMatchObject({
      commissionApprovedCents: 0,
      commissionReversedCents: 5_000,
    });
    const [conversion] = (await api(t, ada, 'GET', `/api/v1/affiliate/conversions${wide()}`)).data as {
      status: string;
    }[];
    expect(conversion?.status).toBe('reversed');
  });
});

describe('admin settings', () => {
  it('stores the program settings and refuses a bad rate with the contract message', async () => {
    const current = await t.app.inject({ method: 'GET', url: '/api/v1/admin/affiliates/settings', headers: t.admin });
    expect(current.json().data).toMatchObject({ attributionDays: 30, seatRatePercent: 10, payoutSchedule: 'weekly' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/affiliates/settings',
      headers: t.admin,
      payload: { ...current.json().data, seatRatePercent: 140 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ path: 'seatRatePercent', message: 'Enter a whole percentage from 0 to 100' }]);
    const good = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/affiliates/settings',
      headers: t.admin,
      payload: { ...current.json().data, seatRatePercent: 15, staffCommission: true },
    });
    expect(good.json().data).toMatchObject({ seatRatePercent: 15, staffCommission: true });
    const staff = await clickThrough(t, sal.referralCode, { ip: '203.0.113.44', userAgent: `${BROWSER} staff` });
    await paidSeat(t, (await createSession(t)).id, 'staff.second@visitor.test', staff);
    expect((await summaryOf(t, sal, wide())).data).toMatchObject({ paidConversions: 2, commissionPendingCents: 7_500 });
  });
});
