import { getStripeConnect, startStripeConnect } from '@meridian/contracts/stripe-connect';
import type { FastifyInstance } from 'fastify';
import { rolesOnly } from '../../lib/access';
import { actorOf, registerEndpoint } from '../../lib/endpoint-route';
import type { StripeConnectService } from './stripe-connect.service';

const AFFILIATES = rolesOnly('Affiliate', 'Admin');

/** The affiliate panel's payouts connection (docs/product.md, Affiliate payouts). */
export function stripeConnectRoutes(app: FastifyInstance, connect: StripeConnectService): void {
  registerEndpoint(app, getStripeConnect, { access: AFFILIATES, noContentWhenNull: true }, ({ query, request }) =>
    connect.lookup(actorOf(request), query.id),
  );
  registerEndpoint(app, startStripeConnect, { access: AFFILIATES, rateLimitPerMinute: 10 }, ({ body, request }) =>
    connect.startOnboarding(actorOf(request), body),
  );
}
