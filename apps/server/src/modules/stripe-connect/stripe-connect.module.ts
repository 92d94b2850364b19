import { testOnboardingRoutes } from '../../adapters/payments/local/test-onboarding.routes';
import { createTestOnboardingService } from '../../adapters/payments/local/test-onboarding.service';
import { stripeConnectWebhookRoutes } from '../../adapters/payments/stripe/stripe-webhook.routes';
import { defineModule, type Platform } from '../../core/module';
import { createConnectIntake } from './connect-intake.service';
import { createPayoutAccounts } from './payout-accounts.service';
import { stripeConnectRoutes } from './stripe-connect.routes';
import type { StripeConnectPorts } from './stripe-connect.ports';
import { createStripeConnectService } from './stripe-connect.service';

export type { PayoutAccount, PayoutAccounts } from './payout-accounts.service';
export type { TransferRequest, TransferResult } from '../../adapters/payments/payment-gateway';

/**
 * Affiliate payouts through Stripe Connect (docs/product.md, Affiliate payouts): the panel's lookup
 * and onboarding, the Connect webhook (its own secret) or the TEST MODE onboarding page, and the api
 * the affiliates module pays through: `payoutAccountOf(db, userId)` and `transfer(request)`.
 */
export function createStripeConnectModule(platform: Platform, deps: StripeConnectPorts) {
  const { orm, config, now, events } = platform;
  const { gateway } = deps;
  const intake = createConnectIntake({ orm, gateway, events, now });
  const service = createStripeConnectService({
    orm,
    gateway,
    publicUrl: config.publicUrl,
    log: platform.log,
    profileOf: deps.profileOf,
    referralLinksOf: deps.referralLinksOf,
  });
  const payouts = createPayoutAccounts({ orm, gateway, now });
  // The TEST MODE onboarding page, only without Stripe keys: completing it feeds the same intake.
  const testOnboarding = gateway.provider === 'test' ? createTestOnboardingService(orm, { intake, now }) : undefined;
  const payments = config.payments;
  return defineModule({
    name: 'stripe-connect',
    api: { ...payouts, lookup: service.lookup, intake, testOnboarding },
    async routes(app) {
      stripeConnectRoutes(app, service);
      if (testOnboarding) testOnboardingRoutes(app, testOnboarding);
      if (payments.mode === 'stripe' && payments.connectWebhookSecret) {
        await stripeConnectWebhookRoutes(app, { webhookSecret: payments.connectWebhookSecret, intake });
      }
    },
  });
}
