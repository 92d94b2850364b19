import type { AffiliateSettings } from '@meridian/contracts/affiliates';
import type { Orm } from '../../db/database';
import { addMonths } from '../../lib/add-months';
import type { PaymentRecord } from '../payments/payments.module';

/** The seat's payment kind (the RSVP module's `rsvp_seat`). */
export const SEAT_KIND = 'rsvp_seat';

/**
 * The commission rate (whole percent) a payment of one kind earns its referrer, or null for none.
 * Read inside the transaction that records the commission.
 */
export type CommissionRule = (db: Orm, payment: PaymentRecord, program: AffiliateSettings) => Promise<number | null>;

/**
 * The advertiser plans' rule (docs/product.md, Affiliate commissions and payouts): each
 * subscription payment earns `advertiserRatePercent` while it falls within the first
 * `advertiserMonths` months of the subscription. The billboard module registers its payment kind
 * with this rule, giving the subscription's start for a payment.
 */
export function advertiserSubscriptionRule(
  startedAtOf: (db: Orm, payment: PaymentRecord) => Promise<Date | null>,
): CommissionRule {
  return async (db, payment, program) => {
    const started = await startedAtOf(db, payment);
    if (!started) return null;
    // Calendar months, as renewals fall: payment N+1 of a monthly plan (due N months after the
    // start) is the first that earns nothing.
    const within = payment.paidAt.getTime() < addMonths(started, program.advertiserMonths).getTime();
    return within ? program.advertiserRatePercent : null;
  };
}

/** Which payment kinds earn commission, and at what rate; seats are built in. */
export function createCommissionRules() {
  const rules = new Map<string, CommissionRule>([
    [SEAT_KIND, async (_db, _payment, program) => program.seatRatePercent],
  ]);
  return {
    /** Once per kind, at wiring (the billboard module: its subscription kind with `advertiserSubscriptionRule`). */
    register(kind: string, rule: CommissionRule): void {
      if (rules.has(kind)) throw new Error(`Payment kind ${kind} already has a commission rule.`);
      rules.set(kind, rule);
    },
    rateOf(db: Orm, payment: PaymentRecord, program: AffiliateSettings): Promise<number | null> {
      const rule = rules.get(payment.kind);
      return rule ? rule(db, payment, program) : Promise.resolve(null);
    },
  };
}
export type CommissionRules = ReturnType<typeof createCommissionRules>;
