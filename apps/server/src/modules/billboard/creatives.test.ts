import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, senderOf } from '../../../test/contacts-harness';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';
import { advertiserOf, checkout, type Sender } from '../../../test/billboard-harness';

/** Creatives: ownership, review with reasons, serving only with a running plan, honest counting. */
let t: IdentityTestApp;
let ava: Sender;
let bob: Sender;
let admin: Sender;
let creativeId = 0;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const TEXT_AD = {
  format: 'text',
  name: 'Spring offer',
  headline: 'Charting made simple',
  line: 'Try our charting tools free for 30 days.',
  targetUrl: 'https://advertiser.example/spring',
};

beforeAll(async () => {
  t = await createIdentityTestApp({ env: { PUBLIC_URL: 'https://meridian.example' } });
  ava = await advertiserOf(t, 'ava.ads@billboard.test');
  bob = await advertiserOf(t, 'bob.ads@billboard.test');
  admin = await senderOf(t, 'ada.admin@billboard.test', 'Admin');
});
afterAll(() => t.close());

/** The admin's review through the API; resolves the reviewed creative. */
async function review(decision: object) {
  const res = await api(t, admin, 'POST', `/api/v1/admin/billboard/creatives/${creativeId}/review`, decision);
  expect(res.status, res.text).toBe(200);
  return res.data as { status: string; rejectionReason: string | null; ownerName: string };
}
const served = () => t.services.billboard.creatives.served();

async function payPlan(who: Sender) {
  const res = await checkout(t, who, 'yearly');
  const id = new URL((res.data as { url: string }).url).pathname.split('/').at(-1) ?? '';
  expect((await t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${id}/pay` })).statusCode).toBe(200);
}

describe('billboard creatives', () => {
  it('refuses a text ad without its headline, and a target that is not https, with the messages', async () => {
    const res = await api(t, ava, 'POST', '/api/v1/advertiser/creatives', {
      ...TEXT_AD,
      headline: '',
      targetUrl: 'javascript:alert(1)',
    });
    expect(res.status).toBe(422);
    expect(res.body?.errors).toEqual(
      expect.arrayContaining([
        { path: 'headline', message: 'A text ad needs a headline' },
        { path: 'targetUrl', message: 'Enter the https:// address the ad links to' },
      ]),
    );
  });

  it('keeps a creative to its advertiser: another one gets 404 reading or changing it', async () => {
    const made = await api(t, ava, 'POST', '/api/v1/advertiser/creatives', TEXT_AD);
    expect(made.status).toBe(201);
    creativeId = (made.data as { id: number }).id;
    expect((await api(t, bob, 'GET', `/api/v1/advertiser/creatives/${creativeId}`)).status).toBe(404);
    expect((await api(t, bob, 'POST', `/api/v1/advertiser/creatives/${creativeId}/submit`)).status).toBe(404);
    expect((await api(t, bob, 'PUT', `/api/v1/advertiser/creatives/${creativeId}`, TEXT_AD)).status).toBe(404);
  });

  it('shows the advertiser the reason of a rejection, and serves only approved creatives of running plans', async () => {
    expect((await api(t, ava, 'POST', `/api/v1/advertiser/creatives/${creativeId}/submit`)).status).toBe(200);
    const noReason = await api(t, admin, 'POST', `/api/v1/admin/billboard/creatives/${creativeId}/review`, {
      decision: 'reject',
      reason: ' ',
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body?.errors).toEqual([
      { path: 'reason', message: 'Say why the creative is rejected, so the advertiser can fix it' },
    ]);
    expect(await review({ decision: 'reject', reason: 'The line promises returns; remove the claim.' })).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The line promises returns; remove the claim.',
      ownerName: 'Sam Sender',
    });
    const asAdvertiser = await api(t, ava, 'POST', `/api/v1/admin/billboard/creatives/${creativeId}/review`, {
      decision: 'approve',
    });
    expect(asAdvertiser.status).toBe(403);
    const mine = await api(t, ava, 'GET', `/api/v1/advertiser/creatives/${creativeId}`);
    expect(mine.data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The line promises returns; remove the claim.',
    });
    await api(t, ava, 'POST', `/api/v1/advertiser/creatives/${creativeId}/submit`);
    expect((await review({ decision: 'approve' })).status).toBe('approved');
    // Approved, but the plan is not paid: never served.
    expect(await served()).toEqual([]);
    await payPlan(ava);
    expect((await served()).map((c) => c.id)).toEqual([creativeId]);
    const publicList = await t.app.inject({ method: 'GET', url: '/api/v1/billboard/creatives' });
    expect(publicList.json().data).toEqual([
      expect.objectContaining({ id: creativeId, headline: 'Charting made simple', displayHost: 'advertiser.example' }),
    ]);
  });

  it('counts an impression once per visitor and day, never for bots', async () => {
    const [ad] = await served();
    const beacon = (userAgent: string, ip = '203.0.113.9') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/billboard/impressions',
        remoteAddress: ip,
        headers: { 'user-agent': userAgent },
        payload: { token: ad?.impressionToken },
      });
    expect((await beacon(BROWSER)).json().data).toEqual({ counted: true });
    expect((await beacon(BROWSER)).json().data).toEqual({ counted: false });
    expect((await beacon('Googlebot/2.1 (+http://www.google.com/bot.html)')).json().data).toEqual({ counted: false });
    expect((await beacon(BROWSER, '198.51.100.4')).json().data).toEqual({ counted: true });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billboard/impressions',
      payload: { token: `${creativeId}.forged` },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('redirects a click to the creative’s own URL only, and counts it', async () => {
    const [ad] = await served();
    const click = await t.app.inject({ method: 'GET', url: ad?.clickUrl ?? '', headers: { 'user-agent': BROWSER } });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://advertiser.example/spring');
    const other = await t.app.inject({
      method: 'GET',
      url: `/b/${creativeId}/not-the-signature?to=https://evil.example`,
    });
    expect(other.statusCode).toBe(404);
    const stats = await api(t, ava, 'GET', '/api/v1/advertiser/stats');
    expect(stats.data).toEqual([expect.objectContaining({ creativeId, impressions: 2, clicks: 1 })]);
  });

  it('lets an admin pause a creative at once', async () => {
    expect((await review({ decision: 'pause' })).status).toBe('paused');
    expect(await served()).toEqual([]);
    const again = await api(t, admin, 'POST', `/api/v1/admin/billboard/creatives/${creativeId}/review`, {
      decision: 'pause',
    });
    expect(again.status).toBe(409);
    expect(again.body?.message).toBe('This creative is paused; it cannot be paused.');
  });
});
