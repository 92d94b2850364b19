import { AFFILIATE_SETTING_DEFAULTS, maskEmail } from '@meridian/contracts/affiliates';
import { affiliateCommissions } from '../../modules/affiliates/affiliates.tables';
import { insertRows } from '../bulk-insert.repository';
import { DAY_MS, need, type DemoDomain } from '../demo-context';

type CommissionRow = typeof affiliateCommissions.$inferInsert;

/**
 * Commission on every referred seat payment at the default programme's rate, pending for the
 * holding period and approved after it; a refund's reversal takes it back in full. No payouts:
 * they need a connected payout account.
 */
export const affiliatesDemo: DemoDomain = {
  name: 'affiliates',
  async seed({ db, now, state }) {
    const program = AFFILIATE_SETTING_DEFAULTS;
    const rows = need(state, 'payments', 'affiliates').flatMap(({ id, sale, description }): CommissionRow[] => {
      if (sale.affiliateId === null) return [];
      const approvesAt = new Date(sale.paidAt.getTime() + program.holdDays * DAY_MS);
      const earned: CommissionRow = {
        affiliateId: sale.affiliateId,
        paymentId: id,
        entry: 'earned',
        amountCents: Math.floor((sale.amountCents * program.seatRatePercent) / 100),
        currency: sale.currency,
        ratePercent: program.seatRatePercent,
        description,
        buyerMasked: maskEmail(sale.buyerEmail),
        paymentCents: sale.amountCents,
        paidAt: sale.paidAt,
        status: approvesAt <= now ? 'approved' : 'pending',
        approvesAt,
        createdAt: sale.paidAt,
      };
      if (!sale.refundedAt || earned.amountCents === 0) return [earned];
      return [earned, { ...earned, entry: 'reversal', amountCents: -earned.amountCents, createdAt: sale.refundedAt }];
    });
    await insertRows(db, affiliateCommissions, rows);
    return {
      affiliate_commissions: rows.length,
      'commission reversals': rows.filter((r) => r.entry === 'reversal').length,
    };
  },
};
