import type { ApiErrorBody } from '@meridian/contracts/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { PUBLIC } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { PaymentEventHandler } from './payment-event';
import { toPaymentEvent } from './stripe-events';

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';
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

export interface StripeWebhookDeps {
  webhookSecret: string;
  events: PaymentEventHandler;
  /** Default: the SDK's own `Stripe.webhooks`. */
  webhooks?: StripeWebhookVerifier;
}

function signatureHeader(request: FastifyRequest): string {
  const header = request.headers['stripe-signature'];
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value?.trim()) throw new AppError('BAD_REQUEST', STRIPE_WEBHOOK_MESSAGES.missingSignature);
  const parts = value.split(',').map((part) => part.trim());
  if (!parts.some((p) => /^t=\d+$/.test(p)) || !parts.some((p) => p.startsWith('v1='))) {
    throw new AppError('BAD_REQUEST', STRIPE_WEBHOOK_MESSAGES.malformedSignature);
  }
  return value;
}

function verify(deps: StripeWebhookDeps, raw: Buffer, header: string): Stripe.Event {
  let event: Stripe.Event;
  try {
    event = (deps.webhooks ?? Stripe.webhooks).constructEvent(
      raw,
      header,
      deps.webhookSecret,
      STRIPE_SIGNATURE_TOLERANCE_SECONDS,
    );
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

/**
 * POST /webhooks/stripe: checks the signature over the raw body (300 s tolerance; any of several
 * v1= signatures may match, as during secret rotation), turns the event into a PaymentEvent and hands
 * it to the fulfilment. Answers 200 once applied or deliberately ignored, 400 for a bad delivery
 * (Stripe stops), 500 when applying failed (Stripe retries; applying is idempotent by event id).
 * The route lives in its own plugin so only it receives the body as an unparsed Buffer.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, deps: StripeWebhookDeps): Promise<void> {
  await app.register(async (scope) => {
    // Only application/json reaches the handler, as raw bytes; anything else is a 415 from Fastify.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.route({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      config: { access: PUBLIC },
      handler: async (request, reply) => {
        const header = signatureHeader(request);
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (raw.length === 0) throw new AppError('BAD_REQUEST', STRIPE_WEBHOOK_MESSAGES.emptyBody);
        const event = verify(deps, raw, header);
        const paymentEvent = toPaymentEvent(event);
        if (!paymentEvent) {
          request.log.info({ stripeEventId: event.id, type: event.type }, 'stripe event ignored');
          return reply.code(200).send({ received: true });
        }
        try {
          const { applied } = await deps.events.handle(paymentEvent);
          request.log.info({ stripeEventId: event.id, type: event.type, applied }, 'stripe event handled');
        } catch (error) {
          request.log.error({ err: error, stripeEventId: event.id, type: event.type }, 'stripe event failed');
          const body: ApiErrorBody = {
            success: false,
            message: STRIPE_WEBHOOK_MESSAGES.notApplied,
            requestId: request.id,
          };
          return reply.code(500).header('cache-control', 'no-store').send(body);
        }
        return reply.code(200).send({ received: true });
      },
    });
  });
}
