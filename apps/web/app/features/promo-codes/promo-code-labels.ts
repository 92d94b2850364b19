import type { PromoCode } from '@meridian/contracts/promo-codes';
import { formatMoneyExact } from '../../lib/format';

/** "20% off" or "$50.00 off". */
export function discountOf(code: Pick<PromoCode, 'discountType' | 'percentOff' | 'amountOffCents'>): string {
  return code.discountType === 'percent'
    ? `${code.percentOff}% off`
    : `${formatMoneyExact(code.amountOffCents ?? 0)} off`;
}

/** "3 of 5", "3 of 5 · 1 per email" or "3 (no limit)". */
export function usesOf(code: Pick<PromoCode, 'usesSoFar' | 'maxUses' | 'maxUsesPerEmail'>): string {
  const total = code.maxUses === null ? `${code.usesSoFar} (no limit)` : `${code.usesSoFar} of ${code.maxUses}`;
  return code.maxUsesPerEmail === null ? total : `${total} · ${code.maxUsesPerEmail} per email`;
}
