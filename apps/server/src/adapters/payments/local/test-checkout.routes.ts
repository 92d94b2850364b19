import { cancelTestCheckout, getTestCheckout, payTestCheckout } from '@meridian/contracts/payments-test-checkout';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../../lib/access';
import { registerEndpoint } from '../../../lib/endpoint-route';
import type { TestCheckoutService } from './test-checkout.service';

/** Requests per minute per address: a person clicks a few times; the random id is the only key. */
export const TEST_CHECKOUT_READS_PER_MINUTE = 60;
export const TEST_CHECKOUT_ACTIONS_PER_MINUTE = 20;

/** The local TEST MODE checkout page's API (public: holding the checkout's random id is the permission). */
export function testCheckoutRoutes(app: FastifyInstance, checkouts: TestCheckoutService): void {
  registerEndpoint(
    app,
    getTestCheckout,
    { access: PUBLIC, rateLimitPerMinute: TEST_CHECKOUT_READS_PER_MINUTE },
    ({ params }) => checkouts.view(params.id),
  );
  registerEndpoint(
    app,
    payTestCheckout,
    { access: PUBLIC, rateLimitPerMinute: TEST_CHECKOUT_ACTIONS_PER_MINUTE },
    ({ params }) => checkouts.pay(params.id),
  );
  registerEndpoint(
    app,
    cancelTestCheckout,
    { access: PUBLIC, rateLimitPerMinute: TEST_CHECKOUT_ACTIONS_PER_MINUTE },
    ({ params }) => checkouts.cancel(params.id),
  );
}
