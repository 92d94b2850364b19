import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, senderOf } from '../../../test/contacts-harness';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';
import { advertiserOf, checkout, type Sender } from '../../../test/billboard-harness';

/**
 * The billboard's running rules: editing (content goes back to review, a schedule alone does not),
 * fair rotation, the schedule job that takes ended creatives off every instance, and the admin's
 * advertiser table with its CSV.
 */
let t: IdentityTestApp;
let cleo: Sender;
let dan: Sender;
let admin: Sender;
const ids: number[] = [];

const TEXT_AD = {
  format: 'text',
  headline: 'Charting made simple',
  line: 'Try our charting tools free for 30 days.',
  targetUrl: 'https://advertiser.example/spring',
};

beforeAll(async () => {
  t = await createIdentityTestApp({ env: { PUBLIC_URL: 'https://meridian.example' }, manualClock: true });
  cleo = await advertiserOf(t, 'cleo.ads@billboard-admin.test');
  dan = await advertiserOf(t, 'dan.ads@billboard-admin.test');
  admin = await senderOf(t, 'abe.admin@billboard-admin.test', 'Admin');
  const res = await checkout(t, cleo, 'monthly');
  const id = new URL((res.data as { url: string }).url).pathname.split('/').at(-1) ?? '';
  expect((await t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${id}/pay` })).statusCode).toBe(200);
});
afterAll(() => t.close());

const served = (turn?: number) => t.services.billboard.creatives.served(turn);
const clock = () =>
  t.clock ??
  (() => {
    throw new Error('manual clock');
  })();

async function approvedAd(name: string): Promise<number> {
  const made = await api(t, cleo, 'POST', '/api/v1/advertiser/creatives', { ...TEXT_AD, name });
  expect(made.status, made.text).toBe(201);
  const id = (made.data as { id: number }).id;
  expect((await api(t, cleo, 'POST', `/api/v1/advertiser/creatives/${id}/submit`)).status).toBe(200);
  const approved = await api(t, admin, 'POST', `/api/v1/admin/billboard/creatives/${id}/review`, {
    decision: 'approve',
  });
  expect(approved.status).toBe(200);
  return id;
}

describe('billboard rotation, editing and schedule', () => {
  it('gives each servable creative its turn: per cached page variant, and per public API request', async () => {
    ids.push(await approvedAd('First'), await approvedAd('Second'));
    expect(new Set([(await served(0))[0]?.id, (await served(1))[0]?.id])).toEqual(new Set(ids));
    expect((await served(2))[0]?.id).toBe((await served(0))[0]?.id);
    const first = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/v1/billboard/creatives' })).json().data as { id: number }[])[0]
        ?.id;
    expect(new Set([await first(), await first()])).toEqual(new Set(ids));
  });

  it('keeps an approved creative on the site when only its schedule changes', async () => {
    const endsAt = new Date(clock().now().getTime() + 10 * 60_000).toISOString();
    const res = await api(t, cleo, 'PUT', `/api/v1/advertiser/creatives/${ids[0]}`, {
      ...TEXT_AD,
      name: 'First, until the sale ends',
      endsAt,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toMatchObject({ status: 'approved', endsAt });
  });

  it('sends a creative whose content changes back to review, off the site until approved again', async () => {
    const res = await api(t, cleo, 'PUT', `/api/v1/advertiser/creatives/${ids[1]}`, {
      ...TEXT_AD,
      name: 'Second',
      headline: 'Charting, now with alerts',
    });
    expect(res.data).toMatchObject({ status: 'pending', headline: 'Charting, now with alerts' });
    expect((await served()).map((c) => c.id)).toEqual([ids[0]]);
  });

  it('moves the public content version when a schedule ends, so every instance drops the ad', async () => {
    const { schedule } = t.services.billboard;
    await schedule.check();
    expect(await schedule.check()).toBe(false);
    const before = await t.services.publicContent.version();
    clock().advance(11 * 60_000);
    expect(await schedule.check()).toBe(true);
    expect(await t.services.publicContent.version()).not.toBe(before);
    expect(await served()).toEqual([]);
    expect(await schedule.check()).toBe(false);
  });
});

describe('the admin’s advertisers', () => {
  it('lists every advertiser with plan, status, revenue and creatives', async () => {
    const res = await api(t, admin, 'GET', '/api/v1/admin/billboard/advertisers');
    expect(res.status).toBe(200);
    expect(res.data).toEqual([
      expect.objectContaining({
        userId: cleo.userId,
        plan: 'monthly',
        status: 'active',
        revenueCents: 15_000,
        creatives: 2,
        pendingCreatives: 1,
      }),
      expect.objectContaining({ userId: dan.userId, plan: 'monthly', status: null, revenueCents: 0, creatives: 0 }),
    ]);
    expect((await api(t, cleo, 'GET', '/api/v1/admin/billboard/advertisers')).status).toBe(403);
  });

  it('exports the advertisers and the daily figures as CSV', async () => {
    const csv = await api(t, admin, 'GET', '/api/v1/admin/billboard/advertisers.csv');
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Name,Email,Plan,Status,Renews or ends,Revenue,Currency,Creatives,Awaiting review');
    expect(csv.text).toContain('cleo.ads@billboard-admin.test,monthly,active,');
    const stats = await api(t, cleo, 'GET', '/api/v1/advertiser/stats.csv');
    expect(stats.status).toBe(200);
    expect(stats.text).toContain('Day,Creative,Impressions,Clicks,CTR %');
    expect((await api(t, cleo, 'GET', '/api/v1/admin/billboard/stats.csv')).status).toBe(403);
  });
});
