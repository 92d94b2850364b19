import Stripe from 'stripe';
import { AppError } from '../../../lib/app-error';

/** Seconds a signature stays valid (Stripe's default): an older delivery is refused as a possible replay. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

export const STRIPE_WEBHOOK_MESSAGES = {
  missingSignature: 'Missing Stripe-Signature header: webhooks must come from Stripe.',
  malformedSignature: 'The Stripe-Signature header must hold a timestamp (t=) and at least one v1= signature.',
  badSignature: 'The Stripe-Signature header does not match this payload and the webhook signing secret.',
  staleSignature: `The Stripe-Signature timestamp is more than ${STRIPE_SIGNATURE_TOLERANCE_SECONDS} seconds old; the delivery was refused as a possible replay.`,
  emptyBody: 'The webhook body is empty; Stripe sends the event as JSON.',
  notAnEvent: 'The signed payload is not a Stripe event (it needs id, type and data.object).',
  notApplied: 'The event could not be applied; Stripe will deliver it again.',
} as const;

/** Stripe's signature check; the SDK's static `Stripe.webhooks` needs no API key. */
export type StripeWebhookVerifier = Pick<Stripe['webhooks'], 'constructEvent'>;

/** The Stripe-Signature header's value, refused with a specific message when missing or malformed. */
export function signatureHeader(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value?.trim()) throw new AppError('BAD_REQUEST', STRIPE_WEBHOOK_MESSAGES.missingSignature);
  const parts = value.split(',').map((part) => part.trim());
  if (!parts.some((p) => /^t=\d+$/.test(p)) || !parts.some((p) => p.startsWith('v1='))) {
    throw new AppError('BAD_REQUEST', STRIPE_WEBHOOK_MESSAGES.malformedSignature);
  }
  return value;
}

/**
 * The event in `raw`, once its signature matches `secret` within the tolerance (any of several v1=
 * signatures may match, as during secret rotation); a 400 AppError otherwise.
 */
export function verifyStripeEvent(
  raw: Buffer,
  header: string,
  secret: string,
  webhooks: StripeWebhookVerifier = Stripe.webhooks,
): Stripe.Event {
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(raw, header, secret, STRIPE_SIGNATURE_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      const stale = /tolerance/i.test(error.message);
      throw new AppError(
        'BAD_REQUEST',
        stale ? STRIPE_WEBHOOK_MESSAGES.staleSignature : STRIPE_WEBHOOK_MESSAGES.badSignature,
      );
    }
    // Signed, but not JSON (or a thin v2 notification sent to this v1 endpoint).
    throw new AppError('BAD_REQUEST', STRIPE_WEBHOOK_MESSAGES.notAnEvent);
  }
  const shape = event as Partial<Stripe.Event> | null;
  if (typeof shape?.id !== 'string' || typeof shape.type !== 'string' || typeof shape.data?.object !== 'object') {
    throw new AppError('BAD_REQUEST', STRIPE_WEBHOOK_MESSAGES.notAnEvent);
  }
  return event;
}
