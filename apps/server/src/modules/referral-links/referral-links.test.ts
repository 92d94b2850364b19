import type { ClickCounts } from '@meridian/contracts/referral-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';

let t: IdentityTestApp;
let affiliate: Sender;
let sales: Sender;
let admin: Sender;
let advertiser: Sender;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createIdentityTestApp({ manualClock: true, env: { PUBLIC_URL: 'https://meridian.example' } });
  affiliate = await senderOf(t, 'ada.affiliate@links.test', 'Affiliate');
  sales = await senderOf(t, 'sal.sales@links.test', 'Sales');
  admin = await senderOf(t, 'ari.admin@links.test', 'Admin');
  advertiser = await senderOf(t, 'avi.advertiser@links.test', 'Advertiser');
});
afterAll(() => t.close());

function visit(url: string, options: { ip?: string; userAgent?: string } = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress: options.ip ?? '203.0.113.7',
    headers: { 'user-agent': options.userAgent ?? BROWSER },
  });
}

async function linksOf(who: Sender, query = '') {
  const res = await api(t, who, 'GET', `/api/v1/affiliate/links${query}`);
  return res as {
    status: number;
    data: {
      code: string;
      links: {
        kind: string;
        url: string;
        clicks: { total: number; last30Days: number };
        bySub: { sub: string; total: number; last30Days: number }[];
      }[];
    };
    body?: { message?: string };
  };
}

const linkOf = (data: { links: { kind: string; clicks: ClickCounts; bySub: unknown[] }[] }, kind: string) =>
  data.links.find((link) => link.kind === kind);

describe('referral link redirects', () => {
  it('sends each kind to its page with ?ref=, and a tagged link with UTM tags', async () => {
    const code = affiliate.referralCode;
    expect(code).toMatch(/^[a-hjkmnp-s]{10}$/);
    const targets = {
      rsvp: `/rsvp?ref=${code}`,
      newsletter: `/?ref=${code}#newsletter`,
      billboard: `/advertising?ref=${code}`,
      'email-marketing': `/emailMarketing?ref=${code}`,
    };
    for (const [kind, location] of Object.entries(targets)) {
      const res = await visit(`/r/${code}/${kind}`, { ip: '198.51.100.1' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(location);
      expect(res.headers['cache-control']).toContain('no-store');
    }
    const tagged = await visit(`/r/${sales.referralCode.toUpperCase()}/rsvp?sub=spring-promo_1`, {
      ip: '198.51.100.1',
    });
    expect(tagged.headers.location).toBe(
      `/rsvp?ref=${sales.referralCode}&utm_source=affiliate&utm_medium=referral&utm_campaign=spring-promo_1`,
    );
  });

  it('sends unknown codes, users without the Affiliate or Sales role and bad kinds to the plain page, uncounted', async () => {
    expect((await visit('/r/999999/rsvp')).headers.location).toBe('/rsvp');
    expect((await visit('/r/abcdefghjk/rsvp')).headers.location).toBe('/rsvp');
    // Accounts made since codes are never reached by their id: ids reveal nothing any more.
    expect((await visit(`/r/${affiliate.userId}/rsvp`)).headers.location).toBe('/rsvp');
    expect((await visit('/r/abc/billboard')).headers.location).toBe('/advertising');
    expect((await visit(`/r/${advertiser.referralCode}/email-marketing`)).headers.location).toBe('/emailMarketing');
    expect((await visit(`/r/${admin.referralCode}/newsletter`)).headers.location).toBe('/#newsletter');
    expect((await visit(`/r/${affiliate.referralCode}/shop`)).headers.location).toBe('/');
    // A malformed tag is dropped, the click still counts untagged.
    expect(
      (await visit(`/r/${affiliate.referralCode}/billboard?sub=bad%20tag!`, { ip: '198.51.100.2' })).headers.location,
    ).toBe(`/advertising?ref=${affiliate.referralCode}`);
  });
});

describe('links from before referral codes', () => {
  it('keep crediting the accounts that had them: the click counts and lands with the code, the booking credits', async () => {
    const old = await senderOf(t, 'otto.oldlinks@links.test', 'Affiliate');
    // What the referral-code migration does to every account that existed before it.
    await t.database.db.executeSql('update app_users set legacy_numeric_code = true where id = $1', [old.userId]);
    const before = linkOf((await linksOf(old)).data, 'rsvp')?.clicks.total ?? 0;
    const res = await visit(`/r/${old.userId}/rsvp`, { ip: '198.51.100.30' });
    expect(res.headers.location).toBe(`/rsvp?ref=${old.referralCode}`);
    expect(linkOf((await linksOf(old)).data, 'rsvp')?.clicks.total).toBe(before + 1);

    const page = await visit(`/about?ref=${old.userId}`, { ip: '198.51.100.31' });
    const cookie = [page.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('meridian_ref='));
    expect(cookie).toBeDefined();
    const referrer = await t.services.referralLinks.visit({
      code: String(old.userId),
      ip: '198.51.100.32',
      userAgent: BROWSER,
    });
    expect(referrer).toBe(old.userId);
  });
});

describe('the owner’s links', () => {
  it('lists the four absolute links with counts per kind and tag', async () => {
    const res = await linksOf(sales);
    expect(res.status).toBe(200);
    expect(res.data.code).toBe(sales.referralCode);
    expect(res.data.links.map((link) => link.kind)).toEqual(['rsvp', 'newsletter', 'billboard', 'email-marketing']);
    expect(linkOf(res.data, 'rsvp')).toEqual({
      kind: 'rsvp',
      url: `https://meridian.example/r/${sales.referralCode}/rsvp`,
      clicks: { total: 1, last30Days: 1 },
      bySub: [{ sub: 'spring-promo_1', total: 1, last30Days: 1 }],
    });
    expect(linkOf(res.data, 'newsletter')?.clicks.total).toBe(0);
  });

  it('renders a QR code of the (tagged) link as SVG', async () => {
    const res = await api(t, affiliate, 'GET', '/api/v1/affiliate/links/qr?kind=billboard&sub=flyer');
    expect(res.status).toBe(200);
    const data = res.data as { url: string; svg: string };
    expect(data.url).toBe(`https://meridian.example/r/${affiliate.referralCode}/billboard?sub=flyer`);
    expect(data.svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(data.svg).toContain('<path');
    const bad = await api(t, affiliate, 'GET', '/api/v1/affiliate/links/qr?kind=billboard&sub=no%20spaces');
    expect(bad.status).toBe(422);
    expect(bad.body?.message).toBe(
      'Campaign tags use letters, digits, dashes and underscores only, at most 40 characters',
    );
  });

  it('lets an admin read anyone’s links; another affiliate’s or staff member’s id is a 403', async () => {
    expect((await linksOf(admin, `?userId=${affiliate.userId}`)).data.code).toBe(affiliate.referralCode);
    const second = await senderOf(t, 'bea.affiliate@links.test', 'Affiliate');
    for (const [who, other] of [
      [sales, affiliate],
      [second, affiliate],
      [affiliate, second],
    ] as const) {
      const res = await linksOf(who, `?userId=${other.userId}`);
      expect(res.status).toBe(403);
      expect(res.body?.message).toBe('You can only see your own referral links.');
    }
    const qr = await api(t, affiliate, 'GET', `/api/v1/affiliate/links/qr?kind=rsvp&userId=${sales.userId}`);
    expect(qr.status).toBe(403);
    // Someone without links, even for an admin: 404.
    const none = await linksOf(admin, `?userId=${advertiser.userId}`);
    expect(none.status).toBe(404);
    expect(none.body?.message).toBe('This user has no referral links.');
    expect((await linksOf(affiliate, `?userId=${affiliate.userId}`)).status).toBe(200);
    expect((await api(t, advertiser, 'GET', '/api/v1/affiliate/links')).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/affiliate/links' })).statusCode).toBe(401);
  });
});

describe('click counting', () => {
  it('counts a visitor once per link, tag and UTC day; bots never; a new day counts again', async () => {
    const before = linkOf((await linksOf(affiliate)).data, 'email-marketing')?.clicks.total ?? 0;
    const url = `/r/${affiliate.referralCode}/email-marketing`;
    for (let i = 0; i < 5; i += 1) await visit(url, { ip: '192.0.2.10' });
    await visit(url, { ip: '192.0.2.11' });
    await visit(url, { ip: '192.0.2.10', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile Safari' });
    await visit(url, { ip: '192.0.2.12', userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    for (let i = 0; i < 3; i += 1) await visit(`${url}?sub=winter`, { ip: '192.0.2.10' });
    let link = linkOf((await linksOf(affiliate)).data, 'email-marketing');
    expect(link?.clicks.total).toBe(before + 4);
    expect(link?.bySub).toEqual([{ sub: 'winter', total: 1, last30Days: 1 }]);

    // Tokens expire as the hand-moved clock runs: read through the service from here on.
    const own = () => t.services.referralLinks.links({ userId: affiliate.userId, isAdmin: false });
    t.clock?.advance(DAY);
    await visit(url, { ip: '192.0.2.10' });
    link = linkOf(await own(), 'email-marketing');
    expect(link?.clicks).toEqual({ total: before + 5, last30Days: before + 5 });

    t.clock?.advance(31 * DAY);
    link = linkOf(await own(), 'email-marketing');
    expect(link?.clicks).toEqual({ total: before + 5, last30Days: 0 });
  });

  it('stores no IP address: only a hash that changes with the day', async () => {
    const { referralClicks } = await import('./referral-links.tables');
    const rows = await t.database.db.orm.select().from(referralClicks);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.visitorHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain('192.0.2');
    }
    const sameVisitor = rows.filter((row) => row.kind === 'email-marketing' && row.sub === '');
    expect(new Set(sameVisitor.map((row) => row.visitorHash)).size).toBe(sameVisitor.length);
  });
});
