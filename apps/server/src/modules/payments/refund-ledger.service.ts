import type { AuditTrail } from '../../core/audit/audit-trail';
import type { Orm } from '../../db/database';
import type { EventPublisher } from '../../core/events/event-bus';
import type { AfterCommit, KindRegistry, LedgerListeners } from './payment-kinds.rules';
import { paymentsRepository, type PaymentRecord } from './payments.repository';

/** A seat's payment names its registration; other subjects have none. */
export const registrationIdOf = (p: PaymentRecord) =>
  p.subjectType === 'registration' && /^\d+$/.test(p.subjectId) ? Number(p.subjectId) : null;

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** The reason a refund reported by the provider carries (made in its dashboard, not through Sales). */
export const PROVIDER_REFUND_REASON = 'Refunded at the payment provider';

/**
 * Records that `totalRefundedCents` of a payment has gone back to the buyer (from our own refund
 * call or the provider's refund event, whichever comes first; the second changes nothing). When the
 * payment is now refunded in full, its kind's handler reacts (a seat: the seat is freed and the
 * attendee told, once). Each refund is a row of `payment_refunds` with its reason, a credit note (the
 * listeners) and an audit entry: the admin's, or the site's when the provider reported one made
 * elsewhere (docs/product.md, Refunds; Audit log).
 */
export function createRefundLedger(deps: {
  kinds: KindRegistry;
  listeners: Pick<LedgerListeners, 'refundRecorded'>;
  events: EventPublisher;
  audit: AuditTrail;
  now: () => Date;
}) {
  return async function applyRefund(
    db: Orm,
    paymentId: number,
    totalRefundedCents: number,
    afterCommit: AfterCommit,
    reason = PROVIDER_REFUND_REASON,
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
    if (!after) return false;
    const refund = await paymentsRepository.insertRefund(db, {
      paymentId: after.id,
      amountCents: refunded - payment.refundedCents,
      reason,
      refundedAt: deps.now(),
    });
    await deps.listeners.refundRecorded(db, after, refund);
    await deps.events.publish(db, 'payment.refunded', {
      paymentId: after.id,
      registrationId: registrationIdOf(after),
      amountCents: refunded - payment.refundedCents,
      currency: after.currency,
      full,
    });
    afterCommit(() => deps.events.kick());
    if (full) await handler.onRefunded(db, after, afterCommit);
    await deps.audit.record(db, {
      action: 'payment.refunded',
      subject: {
        type: 'payment',
        id: after.id,
        label: `${after.description}, ${money(after.amountCents, after.currency)}`,
      },
      before: { status: payment.status, refunded: money(payment.refundedCents, payment.currency) },
      after: {
        status: after.status,
        refunded: money(refunded, after.currency),
        thisRefund: money(refund.amountCents, after.currency),
        reason,
      },
    });
    return true;
  };
}
export type ApplyRefund = ReturnType<typeof createRefundLedger>;
