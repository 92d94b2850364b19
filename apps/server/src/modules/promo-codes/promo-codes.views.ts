import type { PromoCode, PromoCodeStatus, PromoDiscountType } from '@meridian/contracts/promo-codes';
import type { PromoCodeRow } from './promo-codes.repository';

/** A code's row as the admin's list shows it. */
export function toPromoCode(row: PromoCodeRow, names: ReadonlyMap<number, string>): PromoCode {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType as PromoDiscountType,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    allSessions: row.allSessions,
    sessionIds: row.sessionIds,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerEmail: row.maxUsesPerEmail,
    affiliateId: row.affiliateId,
    affiliateName: row.affiliateId === null ? null : (names.get(row.affiliateId) ?? null),
    status: row.status as PromoCodeStatus,
    madeBy: row.madeBy as PromoCode['madeBy'],
    usesSoFar: row.usesCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A short summary of a code for its audit entries (no buyer data). */
export const auditSummary = (row: PromoCodeRow) => ({
  code: row.code,
  discount: row.discountType === 'percent' ? `${row.percentOff}%` : `${row.amountOffCents} cents`,
  status: row.status,
  maxUses: row.maxUses,
  affiliateId: row.affiliateId,
  madeBy: row.madeBy,
});
