import type { AffiliateSettings } from '@meridian/contracts/affiliates';
import { PROMO_CODE_MESSAGES, type PromoCode } from '@meridian/contracts/promo-codes';
import { AFFILIATE_CODE_MESSAGES, type AffiliatePromoCodes } from '@meridian/contracts/promo-codes-affiliate';
import type { Registration } from '@meridian/contracts/rsvp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { createPromoCode } from '../../../test/promo-code-harness';
import { asAdmin, createRsvpTestApp, createSession, registered, type RsvpTestApp } from '../../../test/rsvp-harness';

/** Affiliates' own promo codes under Links, through the app's routes on a real database (docs/product.md, Promo codes). */
let t: RsvpTestApp;
let ada: Sender;
let cy: Sender;
let seller: Sender;

const PATH = '/api/v1/affiliate/promo-codes';

async function program(patch: Partial<AffiliateSettings>) {
  const current = (await asAdmin(t, 'GET', '/api/v1/admin/affiliates/settings')).json().data as AffiliateSettings;
  const saved = await asAdmin(t, 'PUT', '/api/v1/admin/affiliates/settings', { ...current, ...patch });
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  t = await createRsvpTestApp();
  ada = await senderOf(t, 'ada.own@codes.test', 'Affiliate');
  cy = await senderOf(t, 'cy.own@codes.test', 'Affiliate');
  seller = await senderOf(t, 'sal.own@codes.test', 'Sales');
}, 60_000);
afterAll(() => t.close());

describe('an affiliate’s own promo code', () => {
  it('is refused while the program does not allow it, with the reason on Links', async () => {
    const mine = await api(t, ada, 'GET', PATH);
    expect(mine.status).toBe(200);
    expect(mine.data).toMatchObject({ canCreate: false, cannotCreateReason: AFFILIATE_CODE_MESSAGES.notAllowed });
    const made = await api(t, ada, 'POST', PATH, { code: 'ADA10' });
    expect(made).toMatchObject({ status: 409, body: { message: AFFILIATE_CODE_MESSAGES.notAllowed } });
  });

  it('is made once, at the program’s discount, and credits the affiliate without a referral click', async () => {
    await program({ ownCodesAllowed: true, ownCodePercentOff: 15 });
    const bad = await api(t, ada, 'POST', PATH, { code: 'a b' });
    expect(bad.status).toBe(422);
    expect(bad.body?.errors).toEqual([{ path: 'code', message: PROMO_CODE_MESSAGES.code }]);

    const made = await api(t, ada, 'POST', PATH, { code: ' ada-trades ' });
    expect(made.status).toBe(201);
    const codes = made.data as AffiliatePromoCodes;
    expect(codes).toMatchObject({ canCreate: false, cannotCreateReason: null, ownCodePercentOff: 15 });
    expect(codes.codes).toEqual([
      expect.objectContaining({ code: 'ADA-TRADES', discountLabel: '15% off', madeBy: 'affiliate', usesSoFar: 0 }),
    ]);

    const second = await api(t, ada, 'POST', PATH, { code: 'ADA-AGAIN' });
    expect(second).toMatchObject({ status: 409, body: { message: AFFILIATE_CODE_MESSAGES.alreadyHave } });

    // Another affiliate cannot take the same text.
    const taken = await api(t, cy, 'POST', PATH, { code: 'ada-trades' });
    expect(taken.status).toBe(422);
    expect(taken.body?.errors).toEqual([{ path: 'code', message: PROMO_CODE_MESSAGES.codeTaken }]);

    const session = await createSession(t, { hoursAhead: 24 * 9 });
    const booked = await registered(t, session.id, 'reader.of.ada@codes.test', { promoCode: 'ada-trades' });
    expect(booked).toMatchObject<Partial<Registration>>({ affiliateId: ada.userId, amountCents: 42_500 });
    const after = (await api(t, ada, 'GET', PATH)).data as AffiliatePromoCodes;
    expect(after.codes[0]!.usesSoFar).toBe(1);

    // The admin sees it among the codes, made by the affiliate, and cannot move it to someone else.
    const list = (await asAdmin(t, 'GET', '/api/v1/admin/promo-codes')).json().data as PromoCode[];
    const own = list.find((c) => c.code === 'ADA-TRADES')!;
    expect(own).toMatchObject({ madeBy: 'affiliate', affiliateId: ada.userId, percentOff: 15, allSessions: true });
    const moved = await asAdmin(t, 'PUT', `/api/v1/admin/promo-codes/${own.id}`, {
      ...own,
      affiliateId: cy.userId,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual([{ path: 'affiliateId', message: PROMO_CODE_MESSAGES.ownCodeAffiliate }]);
  });

  it('makes one code when two requests arrive at once', async () => {
    const both = await Promise.all([
      api(t, cy, 'POST', PATH, { code: 'CY-ONE' }),
      api(t, cy, 'POST', PATH, { code: 'CY-TWO' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const codes = ((await api(t, cy, 'GET', PATH)).data as AffiliatePromoCodes).codes;
    expect(codes.filter((c) => c.madeBy === 'affiliate')).toHaveLength(1);
  });

  it('lists the admin’s codes tied to the affiliate, and none of anyone else’s', async () => {
    await createPromoCode(t, { affiliateId: cy.userId, percentOff: 5 });
    const codes = ((await api(t, cy, 'GET', PATH)).data as AffiliatePromoCodes).codes;
    expect(codes.map((c) => c.madeBy).sort()).toEqual(['admin', 'affiliate']);
    expect(codes.some((c) => c.code === 'ADA-TRADES')).toBe(false);
  });

  it('is open to sales staff, whose sales it credits, and to no other role', async () => {
    const made = await api(t, seller, 'POST', PATH, { code: 'SAL-CODE' });
    expect(made.status).toBe(201);
    const session = await createSession(t, { hoursAhead: 24 * 9 });
    const booked = await registered(t, session.id, 'sal.reader@codes.test', { promoCode: 'SAL-CODE' });
    expect(booked.affiliateId).toBe(seller.userId);
    const anonymous = await t.app.inject({ method: 'POST', url: PATH, payload: { code: 'NOBODY' } });
    expect(anonymous.statusCode).toBe(401);
    const admin = await asAdmin(t, 'POST', PATH, { code: 'ADMIN-OWN' });
    expect(admin.statusCode).toBe(403);
  });

  it('stays usable after the program stops allowing new codes', async () => {
    await program({ ownCodesAllowed: false });
    const session = await createSession(t, { hoursAhead: 24 * 10 });
    const booked = await registered(t, session.id, 'late.reader@codes.test', { promoCode: 'ADA-TRADES' });
    expect(booked.affiliateId).toBe(ada.userId);
  });
});
