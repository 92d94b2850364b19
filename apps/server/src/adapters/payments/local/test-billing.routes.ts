import { actOnTestBilling, getTestBilling } from '@meridian/contracts/billboard-advertisers';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../../lib/access';
import { registerEndpoint } from '../../../lib/endpoint-route';
import { TEST_CHECKOUT_ACTIONS_PER_MINUTE, TEST_CHECKOUT_READS_PER_MINUTE } from './test-checkout.routes';
import type { TestBillingService } from './test-billing.service';

/** The local TEST MODE billing page's API (public: holding the subscription's random id is the permission). */
export function testBillingRoutes(app: FastifyInstance, billing: TestBillingService): void {
  registerEndpoint(
    app,
    getTestBilling,
    { access: PUBLIC, rateLimitPerMinute: TEST_CHECKOUT_READS_PER_MINUTE },
    ({ params }) => billing.view(params.id),
  );
  registerEndpoint(
    app,
    actOnTestBilling,
    { access: PUBLIC, rateLimitPerMinute: TEST_CHECKOUT_ACTIONS_PER_MINUTE },
    ({ params, body }) => billing.act(params.id, body),
  );
}
