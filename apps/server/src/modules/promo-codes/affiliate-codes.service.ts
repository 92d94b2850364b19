import {
  AFFILIATE_CODE_MESSAGES,
  type AffiliatePromoCode,
  type AffiliatePromoCodes,
} from '@meridian/contracts/promo-codes-affiliate';
import { PROMO_CODE_MESSAGES } from '@meridian/contracts/promo-codes';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { PromoCodesDeps } from './promo-codes.service';
import { promoCodesRepository as repo, type PromoCodeRow } from './promo-codes.repository';
import { discountLabel } from './promo-codes.rules';
import { auditSummary } from './promo-codes.views';

function toAffiliateCode(row: PromoCodeRow, currency: string): AffiliatePromoCode {
  const chosen = row.sessionIds.length;
  return {
    code: row.code,
    discountLabel: discountLabel(row, currency),
    sessionsLabel: row.allSessions ? 'Every session' : `${chosen} chosen session${chosen === 1 ? '' : 's'}`,
    validUntil: row.validUntil?.toISOString() ?? null,
    status: row.status as AffiliatePromoCode['status'],
    usesSoFar: row.usesCount,
    madeBy: row.madeBy as AffiliatePromoCode['madeBy'],
  };
}

/**
 * An affiliate's codes under Links (docs/product.md, Promo codes): the ones tied to them, and their
 * own code when the program allows it. Their own code is an ordinary promo code (every session, the
 * program's percentage, no limits), so the admin sees it in Manage Events and can limit or disable it.
 */
export function createAffiliateCodes(deps: PromoCodesDeps) {
  /** Why `userId` cannot make their own code now, or null when they can (`hasOwn`: they already have one). */
  async function refusal(db: Orm, userId: number, allowed: boolean, hasOwn: boolean): Promise<string | null> {
    if (hasOwn) return AFFILIATE_CODE_MESSAGES.alreadyHave;
    if (!allowed) return AFFILIATE_CODE_MESSAGES.notAllowed;
    if ((await deps.referringAffiliate(db, userId)) === null) return AFFILIATE_CODE_MESSAGES.cannotEarn;
    return null;
  }

  async function mine(db: Orm, userId: number): Promise<AffiliatePromoCodes> {
    const terms = await deps.ownCodeTerms(db);
    const rows = await repo.byAffiliate(db, userId);
    const hasOwn = rows.some((row) => row.madeBy === 'affiliate');
    const reason = await refusal(db, userId, terms.allowed, hasOwn);
    return {
      canCreate: reason === null,
      cannotCreateReason: hasOwn ? null : reason,
      ownCodePercentOff: terms.percentOff,
      // Their own code first, then the admin's, newest first (the order the rows came in).
      codes: [...rows]
        .sort((a, b) => Number(b.madeBy === 'affiliate') - Number(a.madeBy === 'affiliate'))
        .map((row) => toAffiliateCode(row, terms.currency)),
    };
  }

  return {
    list: (userId: number) => mine(deps.orm, userId),

    /** Makes the caller's own code; the partial unique index keeps it to one even when two tabs submit at once. */
    async create(userId: number, code: string): Promise<AffiliatePromoCodes> {
      return inTransaction(deps.orm, async (db) => {
        const terms = await deps.ownCodeTerms(db);
        const hasOwn = (await repo.byAffiliate(db, userId)).some((row) => row.madeBy === 'affiliate');
        const reason = await refusal(db, userId, terms.allowed, hasOwn);
        if (reason) throw new AppError('CONFLICT', reason);
        if (await repo.codeTaken(db, code, 0)) {
          throw new AppError('VALIDATION', PROMO_CODE_MESSAGES.codeTaken, [
            { path: 'code', message: PROMO_CODE_MESSAGES.codeTaken },
          ]);
        }
        const created = await repo.insertOwn(db, {
          code,
          discountType: 'percent',
          percentOff: terms.percentOff,
          amountOffCents: null,
          allSessions: true,
          sessionIds: [],
          validFrom: null,
          validUntil: null,
          maxUses: null,
          maxUsesPerEmail: null,
          affiliateId: userId,
          status: 'active',
          madeBy: 'affiliate',
        });
        if (!created) throw new AppError('CONFLICT', AFFILIATE_CODE_MESSAGES.alreadyHave);
        await deps.audit.record(db, {
          action: 'promo-code.created',
          subject: { type: 'promo-code', id: created.id, label: created.code },
          after: auditSummary(created),
        });
        return mine(db, userId);
      });
    },
  };
}
export type AffiliateCodes = ReturnType<typeof createAffiliateCodes>;
