import {
  PROMO_CODE_MESSAGES,
  type PromoCode,
  type PromoCodeInput,
  type PromoCodeStatus,
  type PromoQuote,
} from '@meridian/contracts/promo-codes';
import type { AuditTrail } from '../../core/audit/audit-trail';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { PromoCodesPorts } from './promo-codes.ports';
import { promoCodesRepository as repo, type PromoCodeRow, type PromoCodeValues } from './promo-codes.repository';
import { discountedPrice, discountLabel, refusalOf } from './promo-codes.rules';
import { auditSummary as summary, toPromoCode } from './promo-codes.views';

export interface PromoCodesDeps extends PromoCodesPorts {
  orm: Orm;
  audit: AuditTrail;
  now: () => Date;
}

/** What a booking with a code comes to: the price to charge and the affiliate the code credits. */
export interface Redeemed {
  code: string;
  fullAmountCents: number;
  amountCents: number;
  affiliateId: number | null;
}

const fieldError = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);
/** A visitor's code refused, with its reason, on the modal's code field. */
const refused = (message: string) => fieldError('promoCode', message);

/**
 * Promo codes (docs/product.md, Promo codes): the admin's list and form, the modal's check, and the
 * booking's use of a code, counted under the code's row lock in the booking's own transaction.
 */
export function createPromoCodesService(deps: PromoCodesDeps) {
  async function view(rows: PromoCodeRow[]): Promise<PromoCode[]> {
    const ids = rows.flatMap((row) => (row.affiliateId === null ? [] : [row.affiliateId]));
    const names = ids.length ? await deps.userNames([...new Set(ids)]) : new Map<number, string>();
    return rows.map((row) => toPromoCode(row, names));
  }
  const one = async (row: PromoCodeRow) => (await view([row]))[0]!;

  /** The form's rules that need the database: a free code, known sessions, a real affiliate, uses so far. */
  async function checked(db: Orm, input: PromoCodeInput, current?: PromoCodeRow): Promise<PromoCodeValues> {
    if (await repo.codeTaken(db, input.code, current?.id ?? 0)) throw fieldError('code', PROMO_CODE_MESSAGES.codeTaken);
    const sessionIds = input.allSessions ? [] : [...new Set(input.sessionIds)];
    if (sessionIds.length && (await deps.sessions.findByIds(db, sessionIds)).length !== sessionIds.length) {
      throw fieldError('sessionIds', PROMO_CODE_MESSAGES.sessionUnknown);
    }
    if (input.affiliateId !== null && (await deps.referringAffiliate(db, input.affiliateId)) === null) {
      throw fieldError('affiliateId', PROMO_CODE_MESSAGES.affiliate);
    }
    if (current?.madeBy === 'affiliate' && input.affiliateId !== current.affiliateId) {
      throw fieldError('affiliateId', PROMO_CODE_MESSAGES.ownCodeAffiliate);
    }
    if (current && input.maxUses !== null && input.maxUses < current.usesCount) {
      throw fieldError('maxUses', PROMO_CODE_MESSAGES.belowUsesSoFar(current.usesCount));
    }
    const percent = input.discountType === 'percent';
    return {
      code: input.code,
      discountType: input.discountType,
      percentOff: percent ? input.percentOff : null,
      amountOffCents: percent ? null : input.amountOffCents,
      allSessions: input.allSessions,
      sessionIds,
      validFrom: input.validFrom ? new Date(input.validFrom) : null,
      validUntil: input.validUntil ? new Date(input.validUntil) : null,
      maxUses: input.maxUses,
      maxUsesPerEmail: input.maxUsesPerEmail,
      affiliateId: input.affiliateId,
      status: current?.status ?? 'active',
    };
  }

  async function found(db: Orm, id: number, lock = false): Promise<PromoCodeRow> {
    const row = lock ? await repo.lockById(db, id) : await repo.byId(db, id);
    if (!row) throw new AppError('NOT_FOUND', PROMO_CODE_MESSAGES.notFound);
    return row;
  }

  return {
    async list(): Promise<PromoCode[]> {
      return view(await repo.list(deps.orm));
    },

    async create(input: PromoCodeInput): Promise<PromoCode> {
      const row = await inTransaction(deps.orm, async (db) => {
        const created = await repo.insert(db, await checked(db, input));
        await deps.audit.record(db, {
          action: 'promo-code.created',
          subject: { type: 'promo-code', id: created.id, label: created.code },
          after: summary(created),
        });
        return created;
      });
      return one(row);
    },

    async update(id: number, input: PromoCodeInput): Promise<PromoCode> {
      const row = await inTransaction(deps.orm, async (db) => {
        const before = await found(db, id, true);
        const updated = (await repo.update(db, id, await checked(db, input, before)))!;
        await deps.audit.record(db, {
          action: 'promo-code.updated',
          subject: { type: 'promo-code', id, label: updated.code },
          before: summary(before),
          after: summary(updated),
        });
        return updated;
      });
      return one(row);
    },

    /** Disables a code (or turns it back on); a change to the same status records nothing. */
    async setStatus(id: number, status: PromoCodeStatus): Promise<PromoCode> {
      const row = await inTransaction(deps.orm, async (db) => {
        const before = await found(db, id, true);
        if (before.status === status) return before;
        const updated = (await repo.update(db, id, { status }))!;
        await deps.audit.record(db, {
          action: status === 'disabled' ? 'promo-code.disabled' : 'promo-code.enabled',
          subject: { type: 'promo-code', id, label: updated.code },
          before: { status: before.status },
          after: { status },
        });
        return updated;
      });
      return one(row);
    },

    /** The modal's "Apply": the price before and after, or the reason the code is refused. */
    async quote(input: { promoCode: string; sessionId: number; email?: string }): Promise<PromoQuote> {
      const code = input.promoCode.trim().toUpperCase();
      const session = await deps.sessions.findById(deps.orm, input.sessionId);
      if (!session) throw fieldError('date', PROMO_CODE_MESSAGES.sessionRequired);
      const row = await repo.byCode(deps.orm, code);
      const email = input.email?.trim();
      const usesByEmail = row && email ? await repo.usesByEmail(deps.orm, row.id, email) : null;
      const refusal = refusalOf(row, { sessionId: session.id, now: deps.now(), usesByEmail });
      if (refusal || !row) throw refused(refusal ?? PROMO_CODE_MESSAGES.unknown);
      return {
        code: row.code,
        discountLabel: discountLabel(row, session.currency),
        priceCents: session.priceCents,
        discountedCents: discountedPrice(row, session.priceCents),
        currency: session.currency,
      };
    },

    /**
     * Takes one use of `code` for a seat being booked, inside the booking's transaction: the code's
     * row is locked, every rule checked against the uses counted so far, and the use recorded with
     * the registration, so N simultaneous bookings of a code with N uses left all get it and the
     * next one is refused. Throws the refusal (the booking rolls back with it).
     */
    async redeem(
      db: Orm,
      input: { code: string; sessionId: number; registrationId: number; email: string; priceCents: number },
    ): Promise<Redeemed> {
      const row = await repo.byCode(db, input.code.trim().toUpperCase(), true);
      const usesByEmail = row ? await repo.usesByEmail(db, row.id, input.email) : null;
      const refusal = refusalOf(row, { sessionId: input.sessionId, now: deps.now(), usesByEmail });
      if (refusal || !row) throw refused(refusal ?? PROMO_CODE_MESSAGES.unknown);
      const amountCents = discountedPrice(row, input.priceCents);
      await repo.redeem(db, {
        promoCodeId: row.id,
        registrationId: input.registrationId,
        email: input.email,
        fullAmountCents: input.priceCents,
        amountCents,
      });
      const affiliateId = row.affiliateId === null ? null : await deps.referringAffiliate(db, row.affiliateId);
      return { code: row.code, fullAmountCents: input.priceCents, amountCents, affiliateId };
    },

    /** The seat booked with a code was paid: the use is kept. */
    paid: (db: Orm, registrationId: number) => repo.markPaid(db, registrationId, deps.now()),

    /** The seat's hold ended unpaid (expired, left at checkout, cancelled): the use goes back to the code. */
    released: (db: Orm, registrationId: number) => repo.release(db, registrationId, deps.now()),
  };
}
export type PromoCodesService = ReturnType<typeof createPromoCodesService>;
