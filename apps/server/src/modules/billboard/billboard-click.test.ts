import { CREATIVE_MESSAGES } from '@meridian/contracts/billboard-creatives';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, senderOf } from '../../../test/contacts-harness';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';
import { advertiserOf, checkout, type Sender } from '../../../test/billboard-harness';

/**
 * A billboard click link goes only to the address an admin reviewed, only while the creative is
 * approved and its plan running (docs/product.md, Digital billboard); otherwise to the home page.
 */
let t: IdentityTestApp;
let ava: Sender;
let cal: Sender;
let admin: Sender;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const REVIEWED = 'https://advertiser.example/spring';
const EVIL = 'https://evil.example/phish';
const textAd = (targetUrl: string) => ({
  format: 'text',
  name: 'Spring offer',
  headline: 'Charting made simple',
  line: 'Try our charting tools free for 30 days.',
  targetUrl,
});

beforeAll(async () => {
  t = await createIdentityTestApp({ env: { PUBLIC_URL: 'https://meridian.example' } });
  ava = await advertiserOf(t, 'ava.ads@click.test');
  cal = await advertiserOf(t, 'cal.ads@click.test');
  admin = await senderOf(t, 'ada.admin@click.test', 'Admin');
  const res = await checkout(t, ava, 'yearly');
  const session = new URL((res.data as { url: string }).url).pathname.split('/').at(-1) ?? '';
  expect((await t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${session}/pay` })).statusCode).toBe(200);
});
afterAll(() => t.close());

async function review(id: number, decision: object) {
  const res = await api(t, admin, 'POST', `/api/v1/admin/billboard/creatives/${id}/review`, decision);
  expect(res.status, res.text).toBe(200);
}

/** A creative of `who`, submitted and approved; resolves its id. */
async function approved(who: Sender, targetUrl = REVIEWED): Promise<number> {
  const made = await api(t, who, 'POST', '/api/v1/advertiser/creatives', textAd(targetUrl));
  expect(made.status, made.text).toBe(201);
  const id = (made.data as { id: number }).id;
  expect((await api(t, who, 'POST', `/api/v1/advertiser/creatives/${id}/submit`)).status).toBe(200);
  await review(id, { decision: 'approve' });
  return id;
}

async function clickUrlOf(id: number): Promise<string> {
  const ad = (await t.services.billboard.creatives.served()).find((c) => c.id === id);
  if (!ad) throw new Error(`creative ${id} is not served`);
  return ad.clickUrl;
}

const follow = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
  return { status: res.statusCode, location: res.headers.location };
};

describe('billboard click links', () => {
  it('never follow an edited target before it is reviewed, nor after it is rejected', async () => {
    const id = await approved(ava);
    const link = await clickUrlOf(id);
    expect(await follow(link)).toEqual({ status: 302, location: REVIEWED });

    const edited = await api(t, ava, 'PUT', `/api/v1/advertiser/creatives/${id}`, textAd(EVIL));
    expect(edited.status, edited.text).toBe(200);
    expect((edited.data as { status: string }).status).toBe('pending');
    expect(await follow(link)).toEqual({ status: 302, location: '/' });

    await review(id, { decision: 'reject', reason: 'The link leads to a page that asks for passwords.' });
    expect(await follow(link)).toEqual({ status: 302, location: '/' });
  });

  it('sends a link published before a new target was approved home; the new link goes to the new target', async () => {
    const id = await approved(ava);
    const before = await clickUrlOf(id);
    const moved = 'https://advertiser.example/summer';
    expect((await api(t, ava, 'PUT', `/api/v1/advertiser/creatives/${id}`, textAd(moved))).status).toBe(200);
    await review(id, { decision: 'approve' });
    const after = await clickUrlOf(id);
    expect(after).not.toBe(before);
    expect(await follow(before)).toEqual({ status: 302, location: '/' });
    expect(await follow(after)).toEqual({ status: 302, location: moved });
  });

  it('refuses an approval of a target the admin did not see, and keeps the link home', async () => {
    const id = await approved(ava);
    const link = await clickUrlOf(id);
    // The admin opens the queue while the edit to EVIL is pending, then the advertiser edits again.
    expect((await api(t, ava, 'PUT', `/api/v1/advertiser/creatives/${id}`, textAd(EVIL))).status).toBe(200);
    const seen = 'https://advertiser.example/autumn';
    const stale = await api(t, admin, 'POST', `/api/v1/admin/billboard/creatives/${id}/review`, {
      decision: 'approve',
      targetUrl: seen,
    });
    expect(stale.status).toBe(409);
    expect(stale.body?.message).toBe(CREATIVE_MESSAGES.changedWhileReviewed);
    expect((await api(t, ava, 'GET', `/api/v1/advertiser/creatives/${id}`)).data).toMatchObject({ status: 'pending' });
    expect(await follow(link)).toEqual({ status: 302, location: '/' });
    // Approving what the admin saw goes through.
    await review(id, { decision: 'approve', targetUrl: EVIL });
    expect(await follow(await clickUrlOf(id))).toEqual({ status: 302, location: EVIL });
  });

  it('keeps a link through a pause and approval again when the target did not change', async () => {
    const id = await approved(ava);
    const link = await clickUrlOf(id);
    await review(id, { decision: 'pause' });
    expect(await follow(link)).toEqual({ status: 302, location: '/' });
    await review(id, { decision: 'approve' });
    expect(await clickUrlOf(id)).toBe(link);
    expect(await follow(link)).toEqual({ status: 302, location: REVIEWED });
  });

  it('sends a click home while the advertiser’s plan is not running', async () => {
    const id = await approved(cal);
    const signature = t.services.secrets.sign(`${id}.1`, 'billboard.click');
    // Cal never paid: the creative is approved but not served, and its link goes home.
    expect(await follow(`/b/${id}/${signature}`)).toEqual({ status: 302, location: '/' });
  });

  it('refuses a signature that was never ours with 404', async () => {
    const id = await approved(ava);
    expect((await follow(`/b/${id}/not-the-signature?to=${EVIL}`)).status).toBe(404);
    expect((await follow(`/b/999999/${t.services.secrets.sign('999999', 'billboard.click')}`)).status).toBe(404);
  });

  it('keeps links published before reviewed targets were recorded (signed by id alone) working', async () => {
    const id = await approved(ava);
    // What the migration leaves for a creative approved before it: the reviewed target, version 0.
    await t.database.db.executeSql(
      'update billboard_creatives set reviewed_target_version = 0, reviewed_target_url = target_url where id = $1',
      [id],
    );
    const legacy = `/b/${id}/${t.services.secrets.sign(String(id), 'billboard.click')}`;
    expect(await clickUrlOf(id)).toBe(legacy);
    expect(await follow(legacy)).toEqual({ status: 302, location: REVIEWED });
  });
});
