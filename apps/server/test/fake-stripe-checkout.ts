import {
  createCheckoutSession,
  FakeStripeError,
  fakeStripeId,
  metadataOf,
  type FakeCheckoutSession,
  type FakePaymentIntent,
  type FakeRefund,
} from './fake-stripe-objects';
import { chargeOf, createRefund } from './fake-stripe-refunds';
import type { FakeTaxRates } from './fake-stripe-tax-rates';
import type { FormObject, FormValue } from './stripe-form-body';

const SESSION_PATH = /^\/v1\/checkout\/sessions\/([^/]+)$/;
const EXPIRE_PATH = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/;

/**
 * Stripe Checkout in payment mode and what follows a payment: sessions (create, retrieve, expire),
 * their payment intents and refunds, and test controls that play the buyer paying and Stripe
 * closing a session.
 */
export function createFakeCheckout(nowSeconds: () => number, taxes: FakeTaxRates) {
  const sessions = new Map<string, FakeCheckoutSession>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const intentMetadata = new Map<string, Record<string, string>>();
  const refunds: FakeRefund[] = [];

  function session(id: string): FakeCheckoutSession {
    const found = sessions.get(id);
    if (!found) {
      throw new FakeStripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, {
        code: 'resource_missing',
        param: 'session',
      });
    }
    // Stripe closes an open session once its expiry passes.
    if (found.status === 'open' && found.expires_at <= nowSeconds())
      Object.assign(found, { status: 'expired', url: null });
    return found;
  }

  return {
    sessions,
    paymentIntents,
    refunds,

    /** The API calls on payment-mode sessions and refunds; undefined for any other path. */
    route(method: string, path: string, body: FormObject): unknown {
      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const created = createCheckoutSession(body, nowSeconds(), taxes);
        sessions.set(created.id, created);
        const intentData = body.payment_intent_data as Record<string, FormValue> | undefined;
        intentMetadata.set(created.id, metadataOf(intentData?.metadata, 'payment_intent_data[metadata]'));
        return created;
      }
      const retrieve = SESSION_PATH.exec(path);
      if (method === 'GET' && retrieve) return session(decodeURIComponent(retrieve[1] ?? ''));
      const expire = EXPIRE_PATH.exec(path);
      if (method === 'POST' && expire) {
        const found = session(decodeURIComponent(expire[1] ?? ''));
        if (found.status !== 'open') {
          throw new FakeStripeError(
            400,
            'invalid_request_error',
            `Only Checkout Sessions with a status of open can be expired. This session has a status of ${found.status}.`,
          );
        }
        return Object.assign(found, { status: 'expired', url: null });
      }
      if (method === 'POST' && path === '/v1/refunds') {
        const refund = createRefund(paymentIntents, body, nowSeconds());
        refunds.push(refund);
        return refund;
      }
      return undefined;
    },

    completeSession(id: string, completion: { paymentStatus?: 'paid' | 'unpaid' } = {}): FakeCheckoutSession {
      const found = session(id);
      const asyncSettles = found.status === 'complete' && found.payment_status === 'unpaid';
      if (found.status !== 'open' && !asyncSettles)
        throw new Error(`Session ${id} is ${found.status}; it cannot be paid.`);
      const intentId = found.payment_intent ?? fakeStripeId('pi');
      if (!paymentIntents.has(intentId)) {
        paymentIntents.set(intentId, {
          id: intentId,
          object: 'payment_intent',
          amount: found.amount_total,
          amount_refunded: 0,
          currency: found.currency,
          metadata: intentMetadata.get(id) ?? {},
          latest_charge: fakeStripeId('ch'),
          status: 'succeeded',
        });
      }
      Object.assign(found, {
        status: 'complete',
        payment_status: completion.paymentStatus ?? 'paid',
        payment_intent: intentId,
        url: null,
      });
      return structuredClone(found);
    },

    expireSession(id: string): FakeCheckoutSession {
      const found = session(id);
      if (found.status !== 'open') throw new Error(`Session ${id} is ${found.status}; it cannot expire.`);
      return structuredClone(Object.assign(found, { status: 'expired', url: null }));
    },

    chargeOf(paymentIntentId: string): Record<string, unknown> {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent) throw new Error(`No payment intent ${paymentIntentId}`);
      return chargeOf(intent);
    },
  };
}
