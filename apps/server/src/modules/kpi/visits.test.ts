import { KPI_MESSAGES, type KpiReport } from '@meridian/contracts/kpi';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { signedUpAccount } from '../../../test/identity-harness';
import {
  createRsvpTestApp,
  createSession,
  paidRegistration,
  registered,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';
import { campaignLandingUrl, dailyVisitorHash } from '../../lib/visitor';
import { registrations } from '../rsvp/rsvp.tables';
import { kpiDailyVisits, visits } from './kpi.tables';
import { VISITS_PER_MINUTE } from './kpi.routes';

let t: RsvpTestApp;
let sales: Sender;
let affiliate: Sender;

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createRsvpTestApp({ env: { PUBLIC_URL: 'https://meridian.example' } });
  sales = await senderOf(t, 'sam.sales@kpi.test', 'Sales');
  affiliate = await senderOf(t, 'ada.affiliate@kpi.test', 'Affiliate');
});
afterAll(() => t.close());

let nextAddress = 1;
/** A fresh client address per call site unless given (the beacon is rate limited per visitor). */
function beacon(body: object, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/visits',
    remoteAddress: options.ip ?? `198.51.100.${nextAddress++}`,
    headers: { 'user-agent': BROWSER, ...options.headers },
    payload: body,
  });
}

const rawVisits = () => t.database.db.orm.select().from(visits).orderBy(asc(visits.id));

describe('admin KPI access and settings', () => {
  const period = 'from=2026-01-01&to=2026-01-31';

  it('answers the report, exports and settings to admins only', async () => {
    for (const url of [
      `/api/v1/admin/kpi?${period}`,
      `/api/v1/admin/kpi/export.csv?${period}&table=revenue`,
      '/api/v1/admin/kpi/settings',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await api(t, sales, 'GET', url)).status).toBe(403);
      expect((await api(t, affiliate, 'GET', url)).status).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: t.admin })).statusCode).toBe(200);
    }
  });

  it('refuses bad periods and settings with the contract’s messages', async () => {
    const cases: [string, string][] = [
      ['from=2026-01-01&to=2026-01-3', KPI_MESSAGES.date],
      ['from=2026-02-01&to=2026-01-31', KPI_MESSAGES.range],
      ['from=2025-01-01&to=2026-01-31', KPI_MESSAGES.period],
      [`${period}&granularity=year`, KPI_MESSAGES.granularity],
      [`${period}&compare=last-year`, KPI_MESSAGES.compare],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/kpi?${query}`, headers: t.admin });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toBe(message);
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/kpi/export.csv?${period}&table=people`,
      headers: t.admin,
    });
    expect(csv.statusCode).toBe(422);
    expect(csv.json().message).toBe(KPI_MESSAGES.table);
    const csvRange = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/kpi/export.csv?from=2026-02-01&to=2026-01-01&table=revenue',
      headers: t.admin,
    });
    expect(csvRange.json().message).toBe(KPI_MESSAGES.range);
    for (const [body, message] of [
      [{ timeZone: 'Mars/Olympus', visitRetentionDays: 90 }, KPI_MESSAGES.timeZone],
      [{ timeZone: 'UTC', visitRetentionDays: 3 }, KPI_MESSAGES.retentionDays],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/kpi/settings',
        headers: t.admin,
        payload: body,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
  });

  it('keeps the settings, with the contract’s defaults first', async () => {
    const get = () => t.app.inject({ method: 'GET', url: '/api/v1/admin/kpi/settings', headers: t.admin });
    expect((await get()).json().data).toEqual({ timeZone: 'America/New_York', visitRetentionDays: 90 });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/kpi/settings',
      headers: t.admin,
      payload: { timeZone: 'Europe/Paris', visitRetentionDays: 30 },
    });
    expect(put.statusCode).toBe(200);
    expect((await get()).json().data).toEqual({ timeZone: 'Europe/Paris', visitRetentionDays: 30 });
    const report = await t.app.inject({ method: 'GET', url: `/api/v1/admin/kpi?${period}`, headers: t.admin });
    expect((report.json().data as KpiReport).timeZone).toBe('Europe/Paris');
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/kpi/settings',
      headers: t.admin,
      payload: { timeZone: 'America/New_York', visitRetentionDays: 90 },
    });
  });
});

describe('the landing source of a booking and of an email campaign click', () => {
  it('keeps the referring site and UTM tags the RSVP form sends, and drops bad ones without refusing', async () => {
    const session = await createSession(t);
    const a = await registered(t, session.id, 'source.a@kpi.test', {
      referrer: 'https://news.example/article',
      utmSource: 'news',
      utmMedium: 'cpc',
      utmCampaign: 'autumn',
    });
    const b = await registered(t, session.id, 'source.b@kpi.test', { referrer: 42, utmCampaign: 'x'.repeat(500) });
    const rows = await t.database.db.orm.select().from(registrations);
    const rowOf = (reference: string) => rows.find((r) => r.reference === reference);
    expect(rowOf(a.reference)).toMatchObject({
      referrerHost: 'news.example',
      utmSource: 'news',
      utmMedium: 'cpc',
      utmCampaign: 'autumn',
    });
    expect(rowOf(b.reference)).toMatchObject({ referrerHost: null, utmCampaign: null });
  });

  it('pays a booking with the longest source kept (in the KPI index), and drops a host longer than DNS allows', async () => {
    const session = await createSession(t);
    const longestHost = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    const widestTag = '語'.repeat(100);
    const longest = await paidRegistration(t, session.id, 'source.c@kpi.test', {
      referrer: `https://${longestHost}/page`,
      utmSource: widestTag,
      utmMedium: widestTag,
      utmCampaign: widestTag,
    });
    const tooLong = await paidRegistration(t, session.id, 'source.d@kpi.test', {
      referrer: `https://${longestHost}d/page`,
    });
    const rows = await t.database.db.orm.select().from(registrations);
    const rowOf = (reference: string) => rows.find((r) => r.reference === reference);
    expect(longestHost).toHaveLength(253);
    expect(rowOf(longest.registration.reference)).toMatchObject({
      referrerHost: longestHost,
      utmCampaign: widestTag,
      status: 'paid',
    });
    expect(rowOf(tooLong.registration.reference)).toMatchObject({ referrerHost: null, status: 'paid' });
  });

  it('tags a campaign link to our own site with the campaign, and leaves other sites’ links as written', () => {
    expect(
      campaignLandingUrl('https://meridian.example/webinars?utm_source=x#top', 12, 'https://meridian.example'),
    ).toBe('https://meridian.example/webinars?utm_source=campaign&utm_medium=email&utm_campaign=campaign-12#top');
    expect(campaignLandingUrl('https://other.example/page', 12, 'https://meridian.example')).toBe(
      'https://other.example/page',
    );
  });
});

describe('the visit beacon', () => {
  it('counts a page view with one row: path without query, another site’s host, UTM tags, never the IP', async () => {
    const before = (await rawVisits()).length;
    const res = await beacon(
      {
        path: '/rsvp?reference=secret#top',
        referrer: 'https://www.Search.example/q?x=1',
        utmSource: ' newsletter ',
        utmMedium: 'social',
        utmCampaign: 'spring',
      },
      { ip: '203.0.113.50' },
    );
    expect(res.statusCode).toBe(204);
    const rows = await rawVisits();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({
      path: '/rsvp',
      referrerHost: 'search.example',
      utmSource: 'newsletter',
      utmMedium: 'social',
      utmCampaign: 'spring',
      affiliateId: null,
      day: t.clock.now().toISOString().slice(0, 10),
    });
    expect(Object.values(row).map(String)).not.toContain('203.0.113.50');
    expect(JSON.stringify(row)).not.toContain('203.0.113.50');
    // Our own site as referrer is no source.
    await beacon({ path: '/about', referrer: 'https://meridian.example/blog' });
    expect((await rawVisits()).at(-1)?.referrerHost).toBeNull();
  });

  it('drops Do Not Track, Global Privacy Control, bots and signed-in staff, and counts a signed-in visitor without a role', async () => {
    const before = (await rawVisits()).length;
    expect((await beacon({ path: '/' }, { headers: { dnt: '1' } })).statusCode).toBe(204);
    expect((await beacon({ path: '/' }, { headers: { 'sec-gpc': '1' } })).statusCode).toBe(204);
    expect((await beacon({ path: '/' }, { headers: { 'user-agent': 'Googlebot/2.1' } })).statusCode).toBe(204);
    expect((await beacon({ path: '/' }, { headers: { 'user-agent': '' } })).statusCode).toBe(204);
    expect((await beacon({ path: '/' }, { headers: t.admin })).statusCode).toBe(204);
    expect((await beacon({ path: '/' }, { headers: sales.auth })).statusCode).toBe(204);
    expect((await beacon({ path: '/' }, { headers: affiliate.auth })).statusCode).toBe(204);
    expect((await rawVisits()).length).toBe(before);

    const visitor = await signedUpAccount(t, 'plain.visitor@kpi.test');
    expect((await beacon({ path: '/' }, { headers: visitor.auth })).statusCode).toBe(204);
    expect((await beacon({ path: '/' }, { headers: { authorization: 'Bearer not-a-token' } })).statusCode).toBe(204);
    expect((await rawVisits()).length).toBe(before + 2);
  });

  it('records the affiliate a valid referral cookie names, and ignores a forged one', async () => {
    const landing = await t.app.inject({
      method: 'GET',
      url: `/api/v1/config?ref=${affiliate.referralCode}`,
      headers: { 'user-agent': BROWSER },
    });
    expect(landing.statusCode).toBeLessThan(500);
    // The cookie is set by a page (not the API): take it from a public page's answer.
    const page = await t.app.inject({
      method: 'GET',
      url: `/?ref=${affiliate.referralCode}`,
      headers: { 'user-agent': BROWSER },
    });
    const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^meridian_ref=/);
    await beacon({ path: '/' }, { headers: { cookie } });
    expect((await rawVisits()).at(-1)?.affiliateId).toBe(affiliate.userId);
    // Forged: one character of the signature changed (not its last one, whose low bits base64url
    // ignores, so a change there may decode to the same signature).
    const at = cookie.lastIndexOf('.') + 3;
    const forged = `${cookie.slice(0, at)}${cookie[at] === 'A' ? 'B' : 'A'}${cookie.slice(at + 1)}`;
    await beacon({ path: '/' }, { headers: { cookie: forged } });
    expect((await rawVisits()).at(-1)?.affiliateId).toBeNull();
  });

  it('refuses a bad path with the contract’s message', async () => {
    for (const body of [{}, { path: 'rsvp' }, { path: `/${'a'.repeat(500)}` }, { path: 7 }]) {
      const res = await beacon(body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(KPI_MESSAGES.path);
    }
  });

  it('limits one visitor to a number of page views a minute; the next minute counts again', async () => {
    const ip = '192.0.2.99';
    const before = (await rawVisits()).length;
    for (let i = 0; i < VISITS_PER_MINUTE; i += 1) expect((await beacon({ path: '/' }, { ip })).statusCode).toBe(204);
    expect((await beacon({ path: '/' }, { ip })).statusCode).toBe(429);
    // Another visitor is not limited by it.
    expect((await beacon({ path: '/' }, { ip: '192.0.2.100' })).statusCode).toBe(204);
    expect((await rawVisits()).length).toBe(before + VISITS_PER_MINUTE + 1);
  });

  it('gives a visitor a hash that changes every UTC day and is not the address', async () => {
    const ip = '203.0.113.77';
    await beacon({ path: '/' }, { ip });
    const first = (await rawVisits()).at(-1)!;
    t.clock.advance(DAY);
    await beacon({ path: '/' }, { ip });
    const second = (await rawVisits()).at(-1)!;
    expect(second.day).not.toBe(first.day);
    expect(second.visitorHash).not.toBe(first.visitorHash);
    expect(first.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.visitorHash).not.toContain(ip);
    expect(first.visitorHash).toBe(dailyVisitorHash(t.services.secrets, 'kpi.visitor-salt', first.day, ip, BROWSER));
  });
});

describe('retention and rollups', () => {
  it('counts today’s visitors at once, before the rollup job has run, and the same once it has', async () => {
    const kpi = t.services.modules.find((m) => m.name === 'kpi')!.api as { rollups: { roll(): Promise<void> } };
    await t.renewAdmin();
    await kpi.rollups.roll();
    const dayIn = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at);
    // Yesterday and today in the business's zone, so a run across its midnight still sees every visit.
    const period = `from=${dayIn(new Date(t.clock.now().getTime() - DAY))}&to=${dayIn(t.clock.now())}&compare=none`;
    const report = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/kpi?${period}`, headers: t.admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as KpiReport;
    };
    const before = await report();

    t.clock.advance(5 * 60_000);
    await beacon({ path: '/rsvp' });
    await beacon({ path: '/rsvp' });
    await beacon({ path: '/about', referrer: 'https://news.example.org/story' });
    const session = await createSession(t, { hoursAhead: 48 });
    await paidRegistration(t, session.id, 'live-funnel@kpi.test');
    const live = await report();
    expect(live.countedAt).toBe(t.clock.now().toISOString());
    expect(live.totals.visitors).toBe(before.totals.visitors + 3);
    expect(live.totals.pageViews).toBe(before.totals.pageViews + 3);
    expect(live.totals.funnel.rsvpStarted).toBe(before.totals.funnel.rsvpStarted + 2);
    expect(live.totals.funnel.paid).toBe(before.totals.funnel.paid + 1);
    expect(live.totals.funnel.visitors).toBeGreaterThanOrEqual(live.totals.funnel.paid);
    expect(live.sources).toContainEqual(expect.objectContaining({ kind: 'referrer', label: 'news.example.org' }));

    await kpi.rollups.roll();
    const rolled = await report();
    expect(rolled.totals.visitors).toBe(live.totals.visitors);
    expect(rolled.totals.pageViews).toBe(live.totals.pageViews);
    expect(rolled.totals.funnel).toEqual(live.totals.funnel);
    expect(rolled.sources).toEqual(live.sources);
  });

  it('deletes raw visits older than the setting and keeps the daily rollups', async () => {
    const kpi = t.services.modules.find((m) => m.name === 'kpi')!.api as {
      rollups: { roll(): Promise<void>; prune(db: unknown): Promise<number> };
    };
    const oldDay = t.clock.now();
    await beacon({ path: '/old' });
    await kpi.rollups.roll();
    const rolled = await t.database.db.orm.select().from(kpiDailyVisits);
    expect(rolled.length).toBeGreaterThan(0);
    t.clock.advance(91 * DAY);
    await beacon({ path: '/fresh' });
    const removed = await kpi.rollups.prune(t.database.db.orm);
    expect(removed).toBeGreaterThan(0);
    const left = await rawVisits();
    expect(left.map((v) => v.path)).toEqual(['/fresh']);
    expect(left.every((v) => v.occurredAt > oldDay)).toBe(true);
    const kept = await t.database.db.orm.select().from(kpiDailyVisits);
    expect(kept).toEqual(rolled);
    // The next run keeps the old days' figures too (their raw rows are gone).
    await kpi.rollups.roll();
    const after = await t.database.db.orm.select().from(kpiDailyVisits);
    for (const day of rolled) expect(after).toContainEqual(day);
  });
});
