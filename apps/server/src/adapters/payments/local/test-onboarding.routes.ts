import { completeTestOnboarding, getTestOnboarding } from '@meridian/contracts/stripe-connect';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../../lib/access';
import { registerEndpoint } from '../../../lib/endpoint-route';
import { TEST_CHECKOUT_ACTIONS_PER_MINUTE, TEST_CHECKOUT_READS_PER_MINUTE } from './test-checkout.routes';
import type { TestOnboardingService } from './test-onboarding.service';

/** The local TEST MODE onboarding page's API (public: holding the link's random id is the permission). */
export function testOnboardingRoutes(app: FastifyInstance, onboarding: TestOnboardingService): void {
  registerEndpoint(
    app,
    getTestOnboarding,
    { access: PUBLIC, rateLimitPerMinute: TEST_CHECKOUT_READS_PER_MINUTE },
    ({ params }) => onboarding.view(params.id),
  );
  registerEndpoint(
    app,
    completeTestOnboarding,
    { access: PUBLIC, rateLimitPerMinute: TEST_CHECKOUT_ACTIONS_PER_MINUTE },
    ({ params }) => onboarding.complete(params.id),
  );
}
