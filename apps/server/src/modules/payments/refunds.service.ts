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
 * Gives a payment's remaining amount back through the provider, then records it in the ledger (and
 * the payment's kind reacts). One idempotency key per payment and remaining balance: a retried
 * click never refunds twice.
 */
export function createRefunds(deps: RefundDeps, applyRefund: ApplyRefund) {
  return async function refund(paymentId: number): Promise<PaymentRecord> {
    const payment = await paymentsRepository.byId(deps.orm, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
    if (payment.status === 'refunded') throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundNotAllowed);
    if (!payment.paymentIntentId) throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundFailed);
    let refundedNow: number;
    try {
      const result = await deps.refunds.refund({
        paymentIntentId: payment.paymentIntentId,
        idempotencyKey: `refund-${payment.id}-${payment.refundedCents}`,
      });
      refundedNow = result.amountCents;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.error({ err: error, paymentId }, 'refund refused by the payment provider');
      throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.refundFailed);
    }
    await withAfterCommit(deps.orm, (db, afterCommit) =>
      applyRefund(db, payment.id, payment.refundedCents + refundedNow, afterCommit),
    );
    const after = await paymentsRepository.byId(deps.orm, payment.id);
    if (!after) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
    return after;
  };
}
export type RefundPaymentFn = ReturnType<typeof createRefunds>;
