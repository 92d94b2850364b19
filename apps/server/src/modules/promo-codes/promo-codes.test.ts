import { PROMO_CODE_MESSAGES, type PromoCode } from '@meridian/contracts/promo-codes';
import type { Registration } from '@meridian/contracts/rsvp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickThrough } from '../../../test/affiliate-harness';
import { senderOf, type Sender } from '../../../test/contacts-harness';
import { createPromoCode, promoCodeForm as form } from '../../../test/promo-code-harness';
import {
  asAdmin,
  createRsvpTestApp,
  createSession,
  mailsTo,
  openCheckout,
  register,
  registered,
  registrationId,
  status,
  withHoldLimits,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';
import { affiliateCommissions as commissions } from '../affiliates/affiliates.tables';
import { payments } from '../payments/payments.tables';
import { receipts } from '../receipts/receipts.tables';

/** Promo codes through the app's own routes on a real database (docs/product.md, Promo codes). */
let t: RsvpTestApp;
let ada: Sender;
let bo: Sender;
let counter = 0;

beforeAll(async () => {
  t = await createRsvpTestApp();
  ada = await senderOf(t, 'ada.affiliate@promo.test', 'Affiliate');
  bo = await senderOf(t, 'bo.affiliate@promo.test', 'Affiliate');
}, 60_000);
afterAll(() => t.close());

const check = (promoCode: string, sessionId: number, email?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/promo-codes/check',
    payload: { promoCode, sessionId, ...(email ? { email } : {}) },
    remoteAddress: `10.99.${counter >> 8}.${++counter & 255}`,
  });

const usesOf = async (id: number) => {
  const list = (await asAdmin(t, 'GET', '/api/v1/admin/promo-codes')).json().data as PromoCode[];
  return list.find((c) => c.id === id)?.usesSoFar;
};

const payInTestMode = async (registration: Registration) => {
  const id = (await openCheckout(t, registration)).split('/').pop() ?? '';
  const pay = await t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${id}/pay` });
  expect(pay.statusCode, pay.body).toBe(200);
  await t.settleEvents();
};

const paymentOf = async (reference: string) => {
  const subject = { type: 'registration', id: String(await registrationId(t, reference)) };
  return t.services.ledger.bySubject(t.database.db.orm, 'rsvp_seat', subject);
};

describe('the admin’s promo codes', () => {
  it('creates, lists, edits and disables a code, with a message per bad field', async () => {
    const bad = await asAdmin(
      t,
      'POST',
      '/api/v1/admin/promo-codes',
      form({ code: 'a b', percentOff: 120, allSessions: false, maxUses: 2, maxUsesPerEmail: 3 }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'code', message: PROMO_CODE_MESSAGES.code },
        { path: 'percentOff', message: PROMO_CODE_MESSAGES.percentOff },
      ]),
    );
    const ranges = await asAdmin(
      t,
      'POST',
      '/api/v1/admin/promo-codes',
      form({
        allSessions: false,
        maxUses: 2,
        maxUsesPerEmail: 3,
        validFrom: '2026-12-02T00:00:00.000Z',
        validUntil: '2026-12-01T00:00:00.000Z',
      }),
    );
    expect(ranges.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'sessionIds', message: PROMO_CODE_MESSAGES.sessions },
        { path: 'validUntil', message: PROMO_CODE_MESSAGES.validRange },
        { path: 'maxUsesPerEmail', message: PROMO_CODE_MESSAGES.perEmailAboveTotal },
      ]),
    );
    const code = await createPromoCode(t, { code: ' spring-25 ', affiliateId: ada.userId });
    expect(code).toMatchObject({
      code: 'SPRING-25',
      status: 'active',
      usesSoFar: 0,
      affiliateName: expect.any(String),
    });
    const taken = await asAdmin(t, 'POST', '/api/v1/admin/promo-codes', form({ code: 'Spring-25' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual([{ path: 'code', message: PROMO_CODE_MESSAGES.codeTaken }]);
    const notAffiliate = await asAdmin(t, 'POST', '/api/v1/admin/promo-codes', form({ affiliateId: 999_999 }));
    expect(notAffiliate.json().errors).toEqual([{ path: 'affiliateId', message: PROMO_CODE_MESSAGES.affiliate }]);
    const edited = await asAdmin(
      t,
      'PUT',
      `/api/v1/admin/promo-codes/${code.id}`,
      form({ code: 'SPRING-25', discountType: 'amount', amountOffCents: 5_000, affiliateId: null }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ discountType: 'amount', amountOffCents: 5_000, percentOff: null });
    const disabled = await asAdmin(t, 'PUT', `/api/v1/admin/promo-codes/${code.id}/status`, { status: 'disabled' });
    expect(disabled.json().data.status).toBe('disabled');
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/admin/promo-codes' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('the modal’s check', () => {
  it('quotes the price before and after, and refuses with each reason', async () => {
    const session = await createSession(t, { hoursAhead: 24 * 5 });
    const other = await createSession(t, { hoursAhead: 24 * 6 });
    const now = t.clock.now().getTime();
    const good = await createPromoCode(t, { percentOff: 25 });
    const quote = await check(good.code.toLowerCase(), session.id);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({ priceCents: 50_000, discountedCents: 37_500, discountLabel: '25% off' });
    const fixed = await createPromoCode(t, { discountType: 'amount', percentOff: null, amountOffCents: 60_000 });
    expect((await check(fixed.code, session.id)).json().data.discountedCents).toBe(0);

    const refusal = async (code: string, sessionId = session.id, email?: string) => {
      const res = await check(code, sessionId, email);
      expect(res.statusCode).toBe(422);
      return res.json().errors[0];
    };
    expect(await refusal('NOPE-NOPE')).toEqual({ path: 'promoCode', message: PROMO_CODE_MESSAGES.unknown });
    const later = await createPromoCode(t, { validFrom: new Date(now + 86_400_000).toISOString() });
    expect((await refusal(later.code)).message).toBe(PROMO_CODE_MESSAGES.notYetValid);
    const past = await createPromoCode(t, {
      validFrom: new Date(now - 2 * 86_400_000).toISOString(),
      validUntil: new Date(now - 86_400_000).toISOString(),
    });
    expect((await refusal(past.code)).message).toBe(PROMO_CODE_MESSAGES.expired);
    const chosen = await createPromoCode(t, { allSessions: false, sessionIds: [other.id] });
    expect((await refusal(chosen.code)).message).toBe(PROMO_CODE_MESSAGES.wrongSession);
    expect((await check(chosen.code, other.id)).statusCode).toBe(200);
    const off = await createPromoCode(t);
    await asAdmin(t, 'PUT', `/api/v1/admin/promo-codes/${off.id}/status`, { status: 'disabled' });
    expect((await refusal(off.code)).message).toBe(PROMO_CODE_MESSAGES.disabled);
    const once = await createPromoCode(t, { maxUses: 1 });
    await registered(t, session.id, 'first.once@visitor.test', { promoCode: once.code });
    expect((await refusal(once.code)).message).toBe(PROMO_CODE_MESSAGES.usedUp);
    const perEmail = await createPromoCode(t, { maxUsesPerEmail: 1 });
    await registered(t, session.id, 'repeat@visitor.test', { promoCode: perEmail.code });
    expect((await refusal(perEmail.code, session.id, 'REPEAT@visitor.test')).message).toBe(
      PROMO_CODE_MESSAGES.usedUpForEmail,
    );
    // The booking itself refuses a used-up code with the same reason, on the code's field, and holds no seat.
    const booking = await register(t, session.id, 'late@visitor.test', { promoCode: once.code });
    expect(booking.statusCode).toBe(422);
    expect(booking.json().errors).toEqual([{ path: 'promoCode', message: PROMO_CODE_MESSAGES.usedUp }]);
  });
});

describe('uses', () => {
  it('50 simultaneous bookings with a 5-use code give exactly 5 discounted seats', async () => {
    const session = await createSession(t, { capacity: 60, hoursAhead: 24 * 7 });
    const code = await createPromoCode(t, { maxUses: 5, percentOff: 50 });
    const replies = await withHoldLimits(t, { perAddressInSession: 60, perAddress: 60 }, () =>
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          register(
            t,
            session.id,
            `racer-${i}@promo.test`,
            { promoCode: code.code },
            `10.88.${i >> 8}.${(i & 255) + 1}`,
          ),
        ),
      ),
    );
    const ok = replies.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(5);
    expect(ok.every((r) => (r.json().data as Registration).amountCents === 25_000)).toBe(true);
    const refused = replies.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(45);
    expect(refused.every((r) => r.json().errors[0].message === PROMO_CODE_MESSAGES.usedUp)).toBe(true);
    expect(await usesOf(code.id)).toBe(5);
  });

  it('gives a use back when a hold expires or is released unpaid, and keeps it once paid', async () => {
    const session = await createSession(t, { hoursAhead: 24 * 8 });
    const code = await createPromoCode(t, { maxUses: 2 });
    const lapsing = await registered(t, session.id, 'lapsing@promo.test', { promoCode: code.code });
    const leaving = await registered(t, session.id, 'leaving@promo.test', { promoCode: code.code });
    expect(await usesOf(code.id)).toBe(2);
    const release = await t.app.inject({ method: 'POST', url: `/api/v1/register/${leaving.reference}/release` });
    expect(release.statusCode, release.body).toBe(200);
    expect(await usesOf(code.id)).toBe(1);
    t.clock.advance(t.config.rsvp.holdMinutes * 60_000 + 60_000);
    await t.services.rsvp.tasks.sweep();
    expect((await status(t, lapsing.reference)).status).toBe('expired');
    expect(await usesOf(code.id)).toBe(0);
    const buyer = await registered(t, session.id, 'buyer@promo.test', { promoCode: code.code });
    await payInTestMode(buyer);
    t.clock.advance(t.config.rsvp.holdMinutes * 60_000 + 60_000);
    await t.services.rsvp.tasks.sweep();
    expect(await usesOf(code.id)).toBe(1);
  });
});

describe('prices and payments', () => {
  it('charges the discounted price in TEST MODE and pays commission on what was paid', async () => {
    const session = await createSession(t, { hoursAhead: 24 * 9 });
    const code = await createPromoCode(t, { percentOff: 20 });
    const cookie = await clickThrough(t, ada.referralCode, { ip: '203.0.113.91' });
    const res = await register(t, session.id, 'discounted@promo.test', { promoCode: code.code }, undefined, {
      cookie: cookie ?? '',
    });
    const registration = res.json().data as Registration;
    expect(registration).toMatchObject({ amountCents: 40_000, fullAmountCents: 50_000, promoCode: code.code });
    await payInTestMode(registration);
    const payment = await paymentOf(registration.reference);
    expect(payment).toMatchObject({ amountCents: 40_000, affiliateId: ada.userId });
    const [commission] = await t.database.db.orm
      .select()
      .from(commissions)
      .where(eq(commissions.paymentId, payment!.id));
    expect(commission).toMatchObject({ amountCents: 4_000, paymentCents: 40_000 });
    // The receipt shows the price before the code and what it took off.
    const [receipt] = await t.database.db.orm.select().from(receipts).where(eq(receipts.paymentId, payment!.id));
    expect(receipt).toMatchObject({ listPriceCents: 50_000, discountCents: 10_000, totalCents: 40_000 });
  });

  it('credits the code’s affiliate over a referral cookie naming another', async () => {
    const session = await createSession(t, { hoursAhead: 24 * 9 });
    const code = await createPromoCode(t, { affiliateId: bo.userId, percentOff: 10 });
    const adaCookie = await clickThrough(t, ada.referralCode, { ip: '203.0.113.92' });
    const withCookie = await register(t, session.id, 'cookie.code@promo.test', { promoCode: code.code }, undefined, {
      cookie: adaCookie ?? '',
    });
    expect((withCookie.json().data as Registration).affiliateId).toBe(bo.userId);
    const noClick = await registered(t, session.id, 'no.click@promo.test', { promoCode: code.code });
    expect(noClick.affiliateId).toBe(bo.userId);
    await payInTestMode(noClick);
    const payment = await paymentOf(noClick.reference);
    expect(payment).toMatchObject({ amountCents: 45_000, affiliateId: bo.userId });
    const earned = await t.database.db.orm.select().from(commissions).where(eq(commissions.paymentId, payment!.id));
    expect(earned).toMatchObject([{ affiliateId: bo.userId, amountCents: 4_500, paymentCents: 45_000 }]);
  });

  it('confirms a seat a 100% code makes free with no checkout, and records a zero payment', async () => {
    const session = await createSession(t, { hoursAhead: 24 * 9 });
    const code = await createPromoCode(t, { percentOff: 100, maxUses: 1 });
    const registration = await registered(t, session.id, 'free.seat@promo.test', { promoCode: code.code });
    expect(registration).toMatchObject({ status: 'paid', amountCents: 0, fullAmountCents: 50_000 });
    const checkout = await t.app.inject({ method: 'POST', url: '/api/v1/stripe/checkout', payload: registration });
    expect(checkout.json().data.url).toContain(`/rsvp/success?reference=${registration.reference}`);
    const payment = await paymentOf(registration.reference);
    expect(payment).toMatchObject({ amountCents: 0, paymentIntentId: null });
    const rows = await t.database.db.orm.select().from(payments).where(eq(payments.id, payment!.id));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(t, 'free.seat@promo.test', 'rsvp.confirmation')).toHaveLength(1);
    expect(await usesOf(code.id)).toBe(1);
  });
});
