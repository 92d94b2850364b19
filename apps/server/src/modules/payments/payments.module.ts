import { createLocalGateway } from '../../adapters/payments/local/local-gateway';
import { testBillingRoutes } from '../../adapters/payments/local/test-billing.routes';
import { testCheckoutRoutes } from '../../adapters/payments/local/test-checkout.routes';
import { createTestCheckoutService } from '../../adapters/payments/local/test-checkout.service';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { createStripeGateway } from '../../adapters/payments/stripe/stripe-gateway';
import { stripeWebhookRoutes } from '../../adapters/payments/stripe/stripe-webhook.routes';
import { defineModule, type Platform } from '../../core/module';
import { changeMarkerSubscriber } from './change-marker.subscribers';
import { createPayments } from './ledger.service';
import { paymentFigures } from './payment-figures.repository';
import type { PaymentsPorts } from './payments.ports';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';

export type { Payments } from './ledger.service';
export type {
  AfterCommit,
  KindContext,
  LedgerEntry,
  LedgerListener,
  PaidContext,
  PaymentKindHandler,
  PaymentRecord,
  PaymentSubject,
  RefundRecord,
  SubscriptionContext,
} from './payment-kinds.rules';

function defaultGateway(platform: Platform): PaymentGateway {
  const { config } = platform;
  return config.payments.mode === 'stripe'
    ? createStripeGateway({ secretKey: config.payments.secretKey })
    : createLocalGateway(platform.orm, { publicUrl: config.publicUrl, now: platform.now });
}

/**
 * Money for every product: the billing ledger (each paying domain registers its kind's handler), the
 * admin's Sales views, the provider's webhook, and the local TEST MODE checkout without Stripe keys.
 */
export function createPaymentsModule(platform: Platform, deps: PaymentsPorts) {
  const { orm, config, now } = platform;
  const gateway = deps.gateway ?? defaultGateway(platform);
  const ledger = createPayments({
    orm,
    events: platform.events,
    audit: platform.audit,
    gateway,
    now,
    log: platform.log,
    addedTax: deps.addedTax,
  });
  const sales = createPaymentsService(orm, { timeZone: deps.timeZone, userNames: deps.userNames });
  // The TEST MODE checkout page's API, only without Stripe keys: paying feeds the ledger's intake.
  const testCheckout =
    gateway.provider === 'test'
      ? createTestCheckoutService(orm, { intake: ledger.intake, publicUrl: config.publicUrl, now })
      : undefined;
  return defineModule({
    name: 'payments',
    api: { gateway, ledger, sales, testCheckout, figures: paymentFigures },
    async routes(app) {
      paymentsRoutes(app, sales, ledger);
      if (testCheckout) {
        testCheckoutRoutes(app, testCheckout);
        testBillingRoutes(app, testCheckout.billing);
      }
      if (config.payments.mode === 'stripe') {
        await stripeWebhookRoutes(app, { webhookSecret: config.payments.webhookSecret, intake: ledger.intake });
      }
    },
    subscribers: [changeMarkerSubscriber],
  });
}
