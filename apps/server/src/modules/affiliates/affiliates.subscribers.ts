import { defineSubscriber } from '../../core/events/subscriber';
import type { Commissions } from './commissions.service';

/** Commission follows the billing ledger: earned on `payment.received`, reversed on `payment.refunded`. */
export function affiliatesSubscribers(commissions: Commissions) {
  return [
    defineSubscriber({
      name: 'affiliates.commission-earned',
      on: ['payment.received'],
      handle: (db, event) => commissions.earn(db, event.payload.paymentId),
    }),
    defineSubscriber({
      name: 'affiliates.commission-reversed',
      on: ['payment.refunded'],
      handle: (db, event) => commissions.reverse(db, event.payload.paymentId),
    }),
  ];
}
