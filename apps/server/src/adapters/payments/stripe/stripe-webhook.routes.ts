import type { FastifyInstance } from 'fastify';
import type { ConnectEventIntake } from '../connect-event';
import type { ProviderEventIntake } from '../provider-event';
import { toConnectEvent } from './stripe-connect-events';
import { toProviderEvent } from './stripe-events';
import { signedWebhookRoute } from './stripe-webhook-route';
import type { StripeWebhookVerifier } from './stripe-webhook-signature';

export { STRIPE_SIGNATURE_TOLERANCE_SECONDS, STRIPE_WEBHOOK_MESSAGES } from './stripe-webhook-signature';

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';
/** Stripe sends events about connected accounts to an endpoint of their own, with its own secret. */
export const STRIPE_CONNECT_WEBHOOK_PATH = '/webhooks/stripe-connect';

export interface StripeWebhookDeps {
  webhookSecret: string;
  /** The payments module's intake (it routes each event to its payment kind's handler). */
  intake: ProviderEventIntake;
  /** Default: the SDK's own `Stripe.webhooks`. */
  webhooks?: StripeWebhookVerifier;
}

export interface StripeConnectWebhookDeps {
  /** STRIPE_CONNECT_WEBHOOK_SECRET: the Connect endpoint's secret, never the platform endpoint's. */
  webhookSecret: string;
  /** The stripe-connect module's intake (account.updated, transfer.*). */
  intake: ConnectEventIntake;
  webhooks?: StripeWebhookVerifier;
}

/** POST /webhooks/stripe: the platform's own events (checkouts, refunds) for the billing ledger. */
export function stripeWebhookRoutes(app: FastifyInstance, deps: StripeWebhookDeps): Promise<void> {
  return signedWebhookRoute(app, { path: STRIPE_WEBHOOK_PATH, convert: toProviderEvent, ...deps });
}

/** POST /webhooks/stripe-connect: events on connected accounts (payouts enabled, transfers). */
export function stripeConnectWebhookRoutes(app: FastifyInstance, deps: StripeConnectWebhookDeps): Promise<void> {
  return signedWebhookRoute(app, { path: STRIPE_CONNECT_WEBHOOK_PATH, convert: toConnectEvent, ...deps });
}
