import {
  FakeStripeError,
  fakeStripeId,
  metadataOf,
  type FakePaymentIntent,
  type FakeRefund,
} from './fake-stripe-objects';
import type { FormObject } from './stripe-form-body';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** POST /v1/refunds as Stripe answers it: the whole remaining amount by default, never more than is left. */
export function createRefund(
  paymentIntents: Map<string, FakePaymentIntent>,
  body: FormObject,
  nowSeconds: number,
): FakeRefund {
  const id = typeof body.payment_intent === 'string' ? body.payment_intent : undefined;
  if (!id) throw new FakeStripeError(400, 'invalid_request_error', 'Missing required param: payment_intent.');
  const intent = paymentIntents.get(id);
  if (!intent) {
    throw new FakeStripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, {
      code: 'resource_missing',
    });
  }
  const remaining = intent.amount - intent.amount_refunded;
  if (remaining === 0) {
    throw new FakeStripeError(
      400,
      'invalid_request_error',
      `Charge ${intent.latest_charge} has already been refunded.`,
      {
        code: 'charge_already_refunded',
      },
    );
  }
  const amount = body.amount === undefined ? remaining : Number(body.amount);
  if (!Number.isInteger(amount) || amount < 1) {
    throw new FakeStripeError(400, 'invalid_request_error', `Invalid positive integer: ${String(body.amount)}`, {
      param: 'amount',
    });
  }
  if (amount > remaining) {
    throw new FakeStripeError(
      400,
      'invalid_request_error',
      `Refund amount (${usd(amount)}) is greater than unrefunded amount on charge (${usd(remaining)})`,
      { code: 'amount_too_large', param: 'amount' },
    );
  }
  intent.amount_refunded += amount;
  return {
    id: fakeStripeId('re'),
    object: 'refund',
    amount,
    currency: intent.currency,
    payment_intent: id,
    charge: intent.latest_charge,
    status: 'succeeded',
    created: nowSeconds,
    metadata: metadataOf(body.metadata, 'metadata'),
  };
}

/** The charge behind a payment intent, shaped as a `charge.refunded` event carries it. */
export function chargeOf(intent: FakePaymentIntent): Record<string, unknown> {
  return {
    id: intent.latest_charge,
    object: 'charge',
    amount: intent.amount,
    amount_refunded: intent.amount_refunded,
    refunded: intent.amount_refunded === intent.amount,
    currency: intent.currency,
    payment_intent: intent.id,
    metadata: intent.metadata,
  };
}
