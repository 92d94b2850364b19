import { amountBeforeAddedTax } from '@meridian/contracts/receipts-settings';
import { maskEmail, type AffiliateSettings } from '@meridian/contracts/affiliates';
import { ROLES } from '@meridian/contracts/roles';
import type { Orm } from '../../db/database';
import type { RequestUser } from '../../lib/access';
import type { PaymentRecord } from '../payments/payments.module';
import type { CommissionRules } from './commissions.rules';
import { commissionsRepository as repo } from './commissions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CommissionDeps {
  now: () => Date;
  program: (db: Orm) => Promise<AffiliateSettings>;
  payment: (db: Orm, id: number) => Promise<PaymentRecord | undefined>;
  user: (db: Orm, id: number) => Promise<RequestUser | undefined>;
  rules: CommissionRules;
}

/**
 * Commission on the billing ledger's payments (docs/product.md, Affiliate commissions and payouts):
 * earned when a referred payment is recorded, pending for the holding period, reversed in proportion
 * to what is refunded. Each step runs in the transaction that delivers the ledger's event.
 */
export function createCommissions(deps: CommissionDeps) {
  /**
   * What the referrer gets from this payment: nothing when disabled or the buyer themselves; a
   * conversion without commission for sales staff unless staff commission is on; else commission.
   */
  function shareOf(
    referrer: RequestUser | undefined,
    payment: PaymentRecord,
    program: AffiliateSettings,
  ): 'nothing' | 'conversion' | 'commission' {
    if (!referrer || referrer.disabled) return 'nothing';
    if (referrer.email.toLowerCase() === payment.buyerEmail.toLowerCase()) return 'nothing';
    if (referrer.roleIds.includes(ROLES.Affiliate)) return 'commission';
    if (!referrer.roleIds.includes(ROLES.Sales)) return 'nothing';
    return program.staffCommission ? 'commission' : 'conversion';
  }

  return {
    /** `payment.received`: the referrer's share of the payment, pending until the hold ends. */
    async earn(db: Orm, paymentId: number): Promise<void> {
      const payment = await deps.payment(db, paymentId);
      if (!payment || payment.affiliateId === null) return;
      const program = await deps.program(db);
      const share = shareOf(await deps.user(db, payment.affiliateId), payment, program);
      if (share === 'nothing') return;
      const ruleRate = await deps.rules.rateOf(db, payment, program);
      if (ruleRate === null) return;
      // Staff conversions count (a zero entry) while staff commission is off.
      const rate = share === 'commission' ? ruleRate : 0;
      // A share of what the sale brought in: never of tax the checkout added on top for the tax office.
      const base = amountBeforeAddedTax(payment.amountCents, payment.addedTax);
      await repo.insertEarned(db, {
        affiliateId: payment.affiliateId,
        paymentId: payment.id,
        entry: 'earned',
        amountCents: Math.floor((base * rate) / 100),
        currency: payment.currency,
        ratePercent: rate,
        description: payment.description,
        buyerMasked: maskEmail(payment.buyerEmail),
        paymentCents: base,
        paidAt: payment.paidAt,
        status: 'pending',
        approvesAt: new Date(payment.paidAt.getTime() + program.holdDays * DAY_MS),
        createdAt: deps.now(),
      });
    },

    /**
     * `payment.refunded`: takes back the refunded share of the commission. Unpaid commission nets to
     * what is left; commission already paid (or on its way) leaves a negative approved entry that the
     * next payout subtracts.
     */
    async reverse(db: Orm, paymentId: number): Promise<void> {
      const payment = await deps.payment(db, paymentId);
      if (!payment) return;
      const entries = await repo.ofPayment(db, paymentId);
      const earned = entries.find((entry) => entry.entry === 'earned');
      if (!earned || earned.amountCents === 0) return;
      const due = Math.round((earned.amountCents * payment.refundedCents) / payment.amountCents);
      const already = -entries.filter((e) => e.entry === 'reversal').reduce((sum, e) => sum + e.amountCents, 0);
      if (due <= already) return;
      const unpaid = earned.status !== 'paid' && earned.payoutId === null;
      await repo.insertReversal(db, {
        ...earned,
        id: undefined,
        entry: 'reversal',
        amountCents: -(due - already),
        status: unpaid ? earned.status : 'approved',
        approvesAt: unpaid ? earned.approvesAt : deps.now(),
        payoutId: null,
        createdAt: deps.now(),
      });
    },

    /** Commission past its holding period is approved (the hourly job, and before every payout run). */
    approveDue: (db: Orm) => repo.approveDue(db, deps.now()),
  };
}
export type Commissions = ReturnType<typeof createCommissions>;
