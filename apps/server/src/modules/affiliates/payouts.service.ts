import { AFFILIATE_MESSAGES, type AffiliateSettings } from '@meridian/contracts/affiliates';
import { randomUUID } from 'node:crypto';
import { PaymentProviderError } from '../../adapters/payments/payment-gateway';
import type { AuditTrail } from '../../core/audit/audit-trail';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { PayoutAccounts } from './affiliates.ports';
import type { Commissions } from './commissions.service';
import { commissionsRepository as commissions } from './commissions.repository';
import { payoutsRepository as repo, type PayoutRow } from './payouts.repository';

export interface PayoutDeps {
  orm: Orm;
  now: () => Date;
  program: (db: Orm) => Promise<AffiliateSettings & { currency: string }>;
  accounts: PayoutAccounts | undefined;
  commissions: Commissions;
  /** An admin's Pay now is an audit entry, in the transaction that records the payout. */
  audit: AuditTrail;
  log: { warn(object: unknown, message: string): void };
}

type Refusal = keyof typeof AFFILIATE_MESSAGES;

/** Whether `now` is a payout day of the schedule: Mondays (weekly) or the 1st (monthly), UTC. */
export function isPayoutDay(schedule: AffiliateSettings['payoutSchedule'], now: Date): boolean {
  return schedule === 'weekly' ? now.getUTCDay() === 1 : now.getUTCDate() === 1;
}

/**
 * Payouts (docs/decisions/2026-11-23-affiliate-commissions.md). A payout row is written with its
 * commissions attached, under a per-affiliate lock, before the transfer is asked for; the transfer
 * carries the row's idempotency key, so a job that runs twice (or a retry after a crash) moves the
 * money once and finishes the same row.
 */
export function createPayouts(deps: PayoutDeps) {
  /** An admin's Pay now, in the audit log; `label` names the affiliate. */
  const paidNow = (db: Orm, payout: PayoutRow, label: string | undefined) =>
    deps.audit.record(db, {
      action: 'payout.paid-now',
      subject: { type: 'affiliate', id: payout.affiliateId, label },
      after: { payout: payout.id, amount: `${(payout.amountCents / 100).toFixed(2)} ${payout.currency.toUpperCase()}` },
    });

  /**
   * Records the payout of the affiliate's approved balance, or answers why there is none. An admin's
   * request (`requestedBy`) is an audit entry naming `label`.
   */
  async function prepare(
    affiliateId: number,
    requestedBy: number | null,
    label?: string,
  ): Promise<PayoutRow | Refusal> {
    return inTransaction(deps.orm, async (db) => {
      await repo.lockAffiliate(db, affiliateId);
      const unfinished = await repo.unfinishedOf(db, affiliateId);
      if (unfinished) {
        if (requestedBy !== null) await paidNow(db, unfinished, label);
        return unfinished;
      }
      if (await repo.isHeld(db, affiliateId)) return 'held';
      const account = await deps.accounts?.payoutAccountOf(db, affiliateId);
      if (!account?.payoutsEnabled) return 'noAccount';
      const program = await deps.program(db);
      const balance = await commissions.unpaidApproved(db, affiliateId);
      if (balance <= 0 || balance < program.minimumPayoutCents) return 'noBalance';
      const payout = await repo.insert(db, {
        affiliateId,
        amountCents: balance,
        currency: program.currency,
        accountId: account.accountId,
        idempotencyKey: `affiliate-payout:${randomUUID()}`,
        requestedBy,
        createdAt: deps.now(),
      });
      await commissions.attach(db, affiliateId, payout.id);
      if (requestedBy !== null) await paidNow(db, payout, label);
      return payout;
    });
  }

  /** Asks for the payout's transfer (same key every time) and records it as paid, once. */
  async function complete(payout: PayoutRow): Promise<PayoutRow> {
    if (!deps.accounts) throw new AppError('CONFLICT', AFFILIATE_MESSAGES.noAccount);
    const transfer = await deps.accounts.transfer({
      accountId: payout.accountId,
      amountCents: payout.amountCents,
      currency: payout.currency,
      transferGroup: `payout-${payout.id}`,
      metadata: { payoutId: String(payout.id), affiliateId: String(payout.affiliateId) },
      idempotencyKey: payout.idempotencyKey,
    });
    return inTransaction(deps.orm, async (db) => {
      const paid = await repo.markPaid(db, payout.id, transfer.id, deps.now());
      if (paid) await commissions.markPaid(db, [payout.id]);
      return paid ?? (await repo.byId(db, payout.id)) ?? payout;
    });
  }

  return {
    /** The admin's Pay now: the approved balance goes out at once, whatever the schedule. */
    async payNow(affiliateId: number, adminId: number, label?: string): Promise<PayoutRow> {
      await inTransaction(deps.orm, (db) => deps.commissions.approveDue(db));
      const prepared = await prepare(affiliateId, adminId, label);
      if (typeof prepared === 'string') throw new AppError('CONFLICT', AFFILIATE_MESSAGES[prepared]);
      try {
        return await complete(prepared);
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          throw new AppError(
            'UNAVAILABLE',
            'The payment provider did not take the transfer. It will be retried with the next payout run.',
          );
        }
        throw error;
      }
    },

    /**
     * The scheduled run: approves what is due; on a payout day pays every affiliate whose approved
     * balance reaches the minimum; always finishes payouts an earlier run left unconfirmed.
     */
    async run(): Promise<{ paid: number }> {
      const now = deps.now();
      await inTransaction(deps.orm, (db) => deps.commissions.approveDue(db));
      const program = await deps.program(deps.orm);
      const unfinished = await repo.unfinished(deps.orm);
      const due = isPayoutDay(program.payoutSchedule, now) ? await commissions.withUnpaidApproved(deps.orm) : [];
      const affiliates = new Set([...unfinished.map((p) => p.affiliateId), ...due]);
      let paid = 0;
      for (const affiliateId of affiliates) {
        const prepared = await prepare(affiliateId, null);
        if (typeof prepared === 'string') continue;
        try {
          await complete(prepared);
          paid += 1;
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error;
          deps.log.warn({ err: error, payoutId: prepared.id }, 'an affiliate transfer failed; the next run retries it');
        }
      }
      return { paid };
    },
  };
}
export type Payouts = ReturnType<typeof createPayouts>;
