import { PAYMENT_MESSAGES } from '@meridian/contracts/payments';
import { PaymentProviderError } from '../../adapters/payments/payment-gateway';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { paymentsRepository, type PaymentRecord } from '../payments/payments.repository';
import type { ApplyRefund } from './refund-ledger';
import type { RsvpDeps } from './rsvp-deps';

/** Gives a payment's remaining amount back through the provider, then records it. */
export function createRefunds(deps: Pick<RsvpDeps, 'orm' | 'gateway' | 'mail' | 'log'>, applyRefund: ApplyRefund) {
  return async function refundPayment(paymentId: number): Promise<PaymentRecord> {
    const payment = await paymentsRepository.byId(deps.orm, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
    if (payment.status === 'refunded') throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundNotAllowed);
    if (!payment.paymentIntentId) throw new AppError('CONFLICT', PAYMENT_MESSAGES.refundFailed);
    let refundedNow: number;
    try {
      const result = await deps.gateway.refund({
        paymentIntentId: payment.paymentIntentId,
        // Same remaining balance, same key: a retried click never refunds twice.
        idempotencyKey: `refund-${payment.id}-${payment.refundedCents}`,
      });
      refundedNow = result.amountCents;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.error({ err: error, paymentId }, 'refund refused by the payment provider');
      throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.refundFailed);
    }
    await inTransaction(deps.orm, (db) => applyRefund(db, payment.id, payment.refundedCents + refundedNow));
    deps.mail.kick();
    const after = await paymentsRepository.byId(deps.orm, payment.id);
    if (!after) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
    return after;
  };
}
export type RefundPayment = ReturnType<typeof createRefunds>;
