import {
  checkPromoCode,
  createPromoCode,
  listPromoCodes,
  setPromoCodeStatus,
  updatePromoCode,
} from '@meridian/contracts/promo-codes';
import type { FastifyInstance } from 'fastify';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { PromoCodesService } from './promo-codes.service';

/** Checks per minute per address: a person trying a few spellings, never a guessing script. */
export const CHECK_RATE_PER_MINUTE = 10;

/** The RSVP modal's code check (public) and the admin's promo codes. */
export function promoCodesRoutes(app: FastifyInstance, promoCodes: PromoCodesService): void {
  const adminOnly = rolesOnly('Admin');
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
}
