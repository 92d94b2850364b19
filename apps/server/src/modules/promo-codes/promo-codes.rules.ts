import { PROMO_CODE_MESSAGES } from '@meridian/contracts/promo-codes';
import type { PromoCodeRow } from './promo-codes.repository';

/** The smallest amount a card checkout takes (Stripe's minimum for USD); a discount never leaves less, unless it makes the seat free. */
export const MINIMUM_CHARGE_CENTS = 50;

/**
 * The price after a code (docs/product.md, Promo codes): a percentage rounds the discount down to
 * the cent, a fixed amount never goes below zero, and a price left between zero and the smallest card
 * charge is raised to that charge (a code that takes everything off makes the seat free).
 */
export function discountedPrice(
  code: Pick<PromoCodeRow, 'discountType' | 'percentOff' | 'amountOffCents'>,
  priceCents: number,
): number {
  const off =
    code.discountType === 'percent'
      ? Math.floor((priceCents * (code.percentOff ?? 0)) / 100)
      : Math.min(code.amountOffCents ?? 0, priceCents);
  const left = priceCents - off;
  return left > 0 && left < MINIMUM_CHARGE_CENTS ? Math.min(MINIMUM_CHARGE_CENTS, priceCents) : left;
}

export type Refusal = (typeof PROMO_CODE_MESSAGES)[
  | 'unknown'
  | 'disabled'
  | 'notYetValid'
  | 'expired'
  | 'wrongSession'
  | 'usedUp'
  | 'usedUpForEmail'];

/**
 * Why `code` cannot be used for `sessionId` at `now`, or null: disabled, outside its dates, not for
 * this session, or out of uses (in that order, so the reason given is the one that matters most).
 */
export function refusalOf(
  code: PromoCodeRow | undefined,
  input: { sessionId: number; now: Date; usesByEmail: number | null },
): Refusal | null {
  if (!code) return PROMO_CODE_MESSAGES.unknown;
  if (code.status !== 'active') return PROMO_CODE_MESSAGES.disabled;
  if (code.validFrom && code.validFrom > input.now) return PROMO_CODE_MESSAGES.notYetValid;
  if (code.validUntil && code.validUntil <= input.now) return PROMO_CODE_MESSAGES.expired;
  if (!code.allSessions && !code.sessionIds.includes(input.sessionId)) return PROMO_CODE_MESSAGES.wrongSession;
  if (code.maxUses !== null && code.usesCount >= code.maxUses) return PROMO_CODE_MESSAGES.usedUp;
  if (code.maxUsesPerEmail !== null && input.usesByEmail !== null && input.usesByEmail >= code.maxUsesPerEmail) {
    return PROMO_CODE_MESSAGES.usedUpForEmail;
  }
  return null;
}

/** "20% off" or "$10.00 off" (the site's money format for the session's currency). */
export function discountLabel(
  code: Pick<PromoCodeRow, 'discountType' | 'percentOff' | 'amountOffCents'>,
  currency: string,
): string {
  if (code.discountType === 'percent') return `${code.percentOff}% off`;
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    (code.amountOffCents ?? 0) / 100,
  );
  return `${amount} off`;
}
