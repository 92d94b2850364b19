import { PAYMENT_MESSAGES } from '@meridian/contracts/payments';
import { PaymentProviderError, type RefundPort } from '../../adapters/payments/payment-gateway';
import type { Orm } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { withAfterCommit } from './after-commit.service';
import { paymentsRepository, type PaymentRecord } from './payments.repository';
import type { ApplyRefund } from './refund-ledger.service';

interface RefundDeps {
  orm: Orm;
  refunds: RefundPort;
  log: { error(object: unknown, message: string): void };
}

/**
 * What the caller asks for: an amount up to what is left (cents; omitted: all of it), and why (on
 * the credit note and in the audit log).
 */
export interface RefundRequestInput {
  amountCents?: number;
  reason?: string;
}

/** The reason of a refund of everything left that names none (a cancelled session, a duplicate payment). */
export const REMAINING_REFUND_REASON = 'Refund of the remaining amount';

/**
 * Gives part or all of what is left of a payment back through the provider, then records it in the
 * ledger (docs/product.md, Refunds; the kind reacts when nothing is left). One idempotency key per
 * payment, balance and amount: a retried click never refunds twice.
 */
export function createRefunds(deps: RefundDeps, applyRefund: ApplyRefund) {
  return async function refund(paymentId: number, input: RefundRequestInput = {}): Promise<PaymentRecord> {
    const payment = await paymentsRepository.byId(deps.orm, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
    if (payment.status === 'refunded') throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundNotAllowed);
    const remaining = payment.amountCents - payment.refundedCents;
    const amountCents = input.amountCents ?? remaining;
    if (amountCents > remaining) {
      throw new AppError('VALIDATION', PAYMENT_MESSAGES.refundOverRemaining, [
        { path: 'amount', message: PAYMENT_MESSAGES.refundOverRemaining },
      ]);
    }
    if (!payment.paymentIntentId) throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundFailed);
    let refundedNow: number;
    try {
      const result = await deps.refunds.refund({
        paymentIntentId: payment.paymentIntentId,
        // Omitted: whatever the provider still holds (a refund made in its dashboard may not have reached us).
        amountCents: input.amountCents,
        idempotencyKey: `refund-${payment.id}-${payment.refundedCents}-${input.amountCents ?? 'rest'}`,
      });
      refundedNow = result.amountCents;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.error({ err: error, paymentId }, 'refund refused by the payment provider');
      throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.refundFailed);
    }
    await withAfterCommit(deps.orm, (db, afterCommit) =>
      applyRefund(
        db,
        payment.id,
        payment.refundedCents + refundedNow,
        afterCommit,
        input.reason ?? REMAINING_REFUND_REASON,
      ),
    );
    const after = await paymentsRepository.byId(deps.orm, payment.id);
    if (!after) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
    return after;
  };
}
export type RefundPaymentFn = ReturnType<typeof createRefunds>;
