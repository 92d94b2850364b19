import { getAdvertiserPlan, openAdvertiserCheckout, openAdvertiserPortal } from '@meridian/contracts/advertising';
import type { FastifyInstance } from 'fastify';
import { rolesOnly } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';
import type { AdvertisingService } from './advertising.service';

const ADVERTISER = rolesOnly('Advertiser');

/** The advertiser's plan: view, pay (Checkout in subscription mode), manage (billing portal). */
export function advertisingRoutes(app: FastifyInstance, advertising: AdvertisingService): void {
  registerEndpoint(app, getAdvertiserPlan, { access: ADVERTISER }, ({ request }) =>
    advertising.plan(requireUser(request).id),
  );
  registerEndpoint(app, openAdvertiserCheckout, { access: ADVERTISER }, ({ request, body }) =>
    advertising.checkout(requireUser(request), body),
  );
  registerEndpoint(app, openAdvertiserPortal, { access: ADVERTISER }, ({ request }) =>
    advertising.portal(requireUser(request).id),
  );
}
