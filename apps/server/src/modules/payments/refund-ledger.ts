import type { Orm } from '../../db/database';
import type { AfterCommit, KindRegistry } from './payment-kinds';
import { paymentsRepository } from './payments.repository';

/**
 * Records that `totalRefundedCents` of a payment has gone back to the buyer (from our own refund
 * call or the provider's refund event, whichever comes first; the second changes nothing). When the
 * payment is now refunded in full, its kind's handler reacts (a seat: the seat is freed and the
 * attendee told, once).
 */
export function createRefundLedger(deps: { kinds: KindRegistry; now: () => Date }) {
  return async function applyRefund(
    db: Orm,
    paymentId: number,
    totalRefundedCents: number,
    afterCommit: AfterCommit,
  ): Promise<boolean> {
    const before = await paymentsRepository.byId(db, paymentId);
    if (!before) return false;
    const handler = deps.kinds.handlerOf(before.kind);
    await handler.lockFor?.(db, before);
    const payment = await paymentsRepository.byId(db, paymentId, true);
    if (!payment) return false;
    const refunded = Math.min(payment.amountCents, Math.max(payment.refundedCents, totalRefundedCents));
    if (refunded === payment.refundedCents) return false;
    const full = refunded >= payment.amountCents;
    const after = await paymentsRepository.setRefunded(
      db,
      payment.id,
      refunded,
      full ? 'refunded' : 'partially_refunded',
      deps.now(),
    );
    if (full && after) await handler.onRefunded(db, after, afterCommit);
    return true;
  };
}
export type ApplyRefund = ReturnType<typeof createRefundLedger>;
