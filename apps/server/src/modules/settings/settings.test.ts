import { publicConfigSchema } from '@meridian/contracts/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEFAULT_SITE_NAME } from './settings.service';
import { siteSettings } from './settings.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/config', () => {
  it('gives the browser the allow-listed settings with the seeded defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const data = publicConfigSchema.strict().parse(res.json().data);
    expect(data).toMatchObject({
      siteName: DEFAULT_SITE_NAME,
      tagline: 'Professional Trading Solutions',
      prices: { rsvpCents: 50_000, advertisingMonthlyCents: 15_000, advertisingYearlyCents: 60_000, currency: 'usd' },
      auth: { Cognito: { userPoolId: 'us-east-1_MeridianLocal', userPoolClientId: 'meridianwebclient' } },
    });
    expect(data.auth.Cognito.userPoolEndpoint).toBe(`${t.config.publicUrl}/identity`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps stored values over defaults when seeding again', async () => {
    await t.database.db.orm
      .update(siteSettings)
      .set({ value: 'Northstar Markets' })
      .where(eq(siteSettings.key, 'siteName'));
    await t.services.settings.seedDefaults();
    expect((await t.services.settings.publicConfig()).siteName).toBe('Northstar Markets');
  });

  it('falls back to the default for a stored value of the wrong type, keeping the others', async () => {
    await t.database.db.orm
      .update(siteSettings)
      .set({ value: 'five hundred' })
      .where(eq(siteSettings.key, 'rsvpPriceCents'));
    const config = await t.services.settings.publicConfig();
    expect(config.prices.rsvpCents).toBe(50_000);
    expect(config.siteName).toBe('Northstar Markets');
  });
});

describe('settings.update', () => {
  it('stores a checked change and moves the public content version every instance watches', async () => {
    const before = await t.services.publicContent.version();
    const after = await t.services.settings.update(t.database.db.orm, { tagline: 'Read the tape, then trade' });
    expect(after.tagline).toBe('Read the tape, then trade');
    expect((await t.services.settings.publicConfig()).tagline).toBe('Read the tape, then trade');
    expect(await t.services.publicContent.version()).toBe(before + 1);
  });

  it('changes only the settings it is given: the others keep their stored values, not their defaults', async () => {
    const { orm } = t.database.db;
    const program = (await t.services.settings.get()).affiliateProgram;
    await t.services.settings.update(orm, { affiliateProgram: { ...program, seatRatePercent: 15 } });
    await t.services.settings.update(orm, { tagline: 'Plan the trade, trade the plan' });
    expect((await t.services.settings.get()).affiliateProgram.seatRatePercent).toBe(15);
  });

  it('refuses a value of the wrong type and stores nothing', async () => {
    const before = await t.services.publicContent.version();
    await expect(t.services.settings.update(t.database.db.orm, { rsvpPriceCents: -5 })).rejects.toThrow();
    expect((await t.services.settings.get()).rsvpPriceCents).toBe(50_000);
    expect(await t.services.publicContent.version()).toBe(before);
  });
});
