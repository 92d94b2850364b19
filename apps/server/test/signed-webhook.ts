import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** A webhook signing secret shaped like Stripe's. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_meridian_webhook_secret';

/** A Stripe event envelope around `object` (a session from the fake Stripe server, a charge…). */
export function stripeEvent(type: string, object: unknown, options: { id?: string; created?: number } = {}) {
  return {
    id: options.id ?? `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export interface SignedWebhook {
  body: string;
  headers: { 'content-type': string; 'stripe-signature': string };
}

/**
 * A delivery as Stripe sends it: the JSON body and a Stripe-Signature header made by the SDK's own
 * test helper. `timestamp` (unix seconds) backdates it; `extraSignatures` adds more v1= values
 * (as during secret rotation).
 */
export function signedWebhook(
  payload: unknown,
  secret: string = TEST_WEBHOOK_SECRET,
  options: { timestamp?: number; extraSignatures?: string[] } = {},
): SignedWebhook {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: options.timestamp });
  const extra = (options.extraSignatures ?? []).map((signature) => `,v1=${signature}`).join('');
  return { body, headers: { 'content-type': 'application/json', 'stripe-signature': `${header}${extra}` } };
}
