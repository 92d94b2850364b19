import type { ApiErrorBody } from '@meridian/contracts/api';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { PUBLIC } from '../../../lib/access';
import { AppError } from '../../../lib/app-error';
import {
  signatureHeader,
  STRIPE_WEBHOOK_MESSAGES,
  verifyStripeEvent,
  type StripeWebhookVerifier,
} from './stripe-webhook-signature';

export interface SignedWebhookRoute<E> {
  path: string;
  /** The signing secret of this endpoint at Stripe (each endpoint has its own). */
  webhookSecret: string;
  /** The event as the app acts on it, or null for a type it ignores. */
  convert: (event: Stripe.Event) => E | null;
  /** Applies the event, idempotently by its id. */
  intake: (event: E) => Promise<{ applied: boolean }>;
  /** Default: the SDK's own `Stripe.webhooks`. */
  webhooks?: StripeWebhookVerifier;
}

/**
 * A POST endpoint for Stripe's webhook deliveries: checks the signature over the raw body (300 s
 * tolerance), converts the event and hands it to the intake. Answers 200 once applied or deliberately
 * ignored, 400 for a bad delivery (Stripe stops), 500 when applying failed (Stripe retries; applying
 * is idempotent by event id). The route lives in its own plugin so only it receives the body as an
 * unparsed Buffer.
 */
export async function signedWebhookRoute<E>(app: FastifyInstance, route: SignedWebhookRoute<E>): Promise<void> {
  await app.register(async (scope) => {
    // Only application/json reaches the handler, as raw bytes; anything else is a 415 from Fastify.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.route({
      method: 'POST',
      url: route.path,
      config: { access: PUBLIC },
      handler: async (request, reply) => {
        const header = signatureHeader(request.headers['stripe-signature']);
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (raw.length === 0) throw new AppError('BAD_REQUEST', STRIPE_WEBHOOK_MESSAGES.emptyBody);
        const event = verifyStripeEvent(raw, header, route.webhookSecret, route.webhooks);
        const converted = route.convert(event);
        if (!converted) {
          request.log.info({ stripeEventId: event.id, type: event.type }, 'stripe event ignored');
          return reply.code(200).send({ received: true });
        }
        try {
          const { applied } = await route.intake(converted);
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
