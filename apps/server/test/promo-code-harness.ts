import type { PromoCode, PromoCodeForm } from '@meridian/contracts/promo-codes';
import { expect } from 'vitest';
import { asAdmin, type RsvpTestApp } from './rsvp-harness';

let counter = 0;

/** The admin's promo code form: 20% off every session, no dates, no limits, unless `overrides` says otherwise. */
export function promoCodeForm(overrides: Partial<PromoCodeForm> = {}): PromoCodeForm {
  return {
    code: `SAVE${++counter}X`,
    discountType: 'percent',
    percentOff: 20,
    amountOffCents: null,
    allSessions: true,
    sessionIds: [],
    validFrom: null,
    validUntil: null,
    maxUses: null,
    maxUsesPerEmail: null,
    affiliateId: null,
    ...overrides,
  };
}

/** Creates a code as the admin (docs/product.md, Promo codes). */
export async function createPromoCode(t: RsvpTestApp, overrides: Partial<PromoCodeForm> = {}): Promise<PromoCode> {
  const res = await asAdmin(t, 'POST', '/api/v1/admin/promo-codes', promoCodeForm(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as PromoCode;
}
