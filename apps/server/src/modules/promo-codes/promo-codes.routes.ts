import {
  checkPromoCode,
  createPromoCode,
  listPromoCodes,
  setPromoCodeStatus,
  updatePromoCode,
} from '@meridian/contracts/promo-codes';
import { createAffiliatePromoCode, listAffiliatePromoCodes } from '@meridian/contracts/promo-codes-affiliate';
import type { FastifyInstance } from 'fastify';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { actorOf, registerEndpoint } from '../../lib/endpoint-route';
import type { AffiliateCodes } from './affiliate-codes.service';
import type { PromoCodesService } from './promo-codes.service';

/** Checks per minute per address: a person trying a few spellings, never a guessing script. */
export const CHECK_RATE_PER_MINUTE = 10;

/** The RSVP modal's code check (public), the admin's promo codes and the affiliate's own under Links. */
export function promoCodesRoutes(
  app: FastifyInstance,
  promoCodes: PromoCodesService,
  affiliateCodes: AffiliateCodes,
): void {
  const adminOnly = rolesOnly('Admin');
  const earners = rolesOnly('Affiliate', 'Sales');
  registerEndpoint(app, checkPromoCode, { access: PUBLIC, rateLimitPerMinute: CHECK_RATE_PER_MINUTE }, ({ body }) =>
    promoCodes.quote(body),
  );
  registerEndpoint(app, listPromoCodes, { access: adminOnly }, () => promoCodes.list());
  registerEndpoint(app, createPromoCode, { access: adminOnly, status: 201 }, ({ body }) => promoCodes.create(body));
  registerEndpoint(app, updatePromoCode, { access: adminOnly }, ({ params, body }) =>
    promoCodes.update(params.id, body),
  );
  registerEndpoint(app, setPromoCodeStatus, { access: adminOnly }, ({ params, body }) =>
    promoCodes.setStatus(params.id, body.status),
  );
  registerEndpoint(app, listAffiliatePromoCodes, { access: earners }, ({ request }) =>
    affiliateCodes.list(actorOf(request).userId),
  );
  registerEndpoint(
    app,
    createAffiliatePromoCode,
    { access: earners, status: 201, rateLimitPerMinute: 10 },
    ({ body, request }) => affiliateCodes.create(actorOf(request).userId, body.code),
  );
}
