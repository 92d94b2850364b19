import { publicConfigSchema } from '@meridian/contracts/settings';
import { SITE_SETTINGS_MESSAGES as M, type SiteSettingsView } from '@meridian/contracts/settings-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type TestAccount } from '../../../test/identity-harness';
import { senderAccount } from '../../../test/sender-mailbox-harness';

/** The admin's Site settings: the seed's defaults, a checked save that every public page reads at once. */
let t: IdentityTestApp;
let admin: TestAccount;
let sales: TestAccount;

beforeAll(async () => {
  t = await createIdentityTestApp();
  admin = (await senderAccount(t, 'olga.admin@example.test', 'Admin')).account;
  sales = (await senderAccount(t, 'sven.sales@example.test', 'Sales')).account;
});
afterAll(() => t.close());

const URL = '/api/v1/admin/site-settings';
const read = (account = admin) => t.app.inject({ method: 'GET', url: URL, headers: account.auth });
const save = (payload: object, account = admin) =>
  t.app.inject({ method: 'PUT', url: URL, headers: account.auth, payload });
const publicConfig = async () =>
  publicConfigSchema.parse((await t.app.inject({ method: 'GET', url: '/api/config' })).json().data);

const SEED_DEFAULTS = {
  siteName: 'Meridian Trading Academy',
  tagline: 'Professional Trading Solutions',
  rsvpPriceCents: 50_000,
  advertisingMonthlyCents: 15_000,
  advertisingYearlyCents: 60_000,
  youtubeUrl: 'https://www.youtube.com/@MeridianTradingAcademy',
  xUrl: 'https://x.com/MeridianTrading',
  instagramUrl: 'https://www.instagram.com/meridiantradingacademy',
  linkedinUrl: 'https://www.linkedin.com/company/meridian-trading-academy',
  facebookUrl: '',
};

describe('GET /api/v1/admin/site-settings', () => {
  it('answers the seed’s defaults on a new site, with the defaults beside them and the currency', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    const view = res.json<{ data: SiteSettingsView }>().data;
    expect(view.values).toMatchObject(SEED_DEFAULTS);
    expect(view.defaults).toEqual(view.values);
    expect(view.currency).toBe('usd');
  });

  it('is for admins only', async () => {
    expect((await read(sales)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await save({ ...SEED_DEFAULTS, postalAddress: 'x' }, sales)).statusCode).toBe(403);
  });
});

describe('PUT /api/v1/admin/site-settings', () => {
  const changed = {
    ...SEED_DEFAULTS,
    siteName: '  Northstar Markets ',
    tagline: 'Read the tape, then trade',
    postalAddress: 'Northstar Markets, 1 Harbour Street, Sydney NSW 2000, Australia',
    rsvpPriceCents: 45_000,
    advertisingMonthlyCents: '17500',
    advertisingYearlyCents: 70_000,
    xUrl: '',
    facebookUrl: 'https://www.facebook.com/northstarmarkets',
  };

  it('saves, moves the public content version, and the public config says the same at once', async () => {
    const before = await t.services.publicContent.version();
    const res = await save(changed);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: SiteSettingsView }>().data.values).toMatchObject({
      siteName: 'Northstar Markets',
      advertisingMonthlyCents: 17_500,
      xUrl: '',
    });
    expect(await t.services.publicContent.version()).toBe(before + 1);
    const config = await publicConfig();
    expect(config).toMatchObject({
      siteName: 'Northstar Markets',
      tagline: 'Read the tape, then trade',
      postalAddress: 'Northstar Markets, 1 Harbour Street, Sydney NSW 2000, Australia',
      prices: { rsvpCents: 45_000, advertisingMonthlyCents: 17_500, advertisingYearlyCents: 70_000 },
    });
    // The footer's links, in network order; an emptied one is gone.
    expect(config.social.map((link) => link.network)).toEqual(['youtube', 'instagram', 'linkedin', 'facebook']);
    expect((await read()).json<{ data: SiteSettingsView }>().data.defaults).toMatchObject(SEED_DEFAULTS);
  });

  it('refuses every bad field with its own message and stores nothing', async () => {
    const before = await t.services.publicContent.version();
    const res = await save({
      ...changed,
      siteName: '   ',
      tagline: '',
      postalAddress: 'a\u0000b',
      rsvpPriceCents: 0,
      advertisingMonthlyCents: 12.5,
      advertisingYearlyCents: 20_000_000,
      youtubeUrl: 'http://www.youtube.com/@plain',
      linkedinUrl: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'siteName', message: M.siteName },
        { path: 'tagline', message: M.tagline },
        { path: 'postalAddress', message: 'Postal address must not contain control characters (such as NUL)' },
        { path: 'rsvpPriceCents', message: M.seatPrice },
        { path: 'advertisingMonthlyCents', message: M.monthlyPrice },
        { path: 'advertisingYearlyCents', message: M.yearlyPrice },
        { path: 'youtubeUrl', message: M.socialUrl },
        { path: 'linkedinUrl', message: M.socialUrl },
      ]),
    );
    expect(await t.services.publicContent.version()).toBe(before);
    expect((await publicConfig()).siteName).toBe('Northstar Markets');
  });
});
