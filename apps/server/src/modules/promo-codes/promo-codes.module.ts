import { defineModule, type Platform } from '../../core/module';
import type { PromoCodesPorts } from './promo-codes.ports';
import { createAffiliateCodes } from './affiliate-codes.service';
import { promoCodesRoutes } from './promo-codes.routes';
import { createPromoCodesService } from './promo-codes.service';

export type { PromoCodesService, Redeemed } from './promo-codes.service';

/**
 * Promo codes (docs/product.md, Promo codes): the admin's codes, the RSVP modal's check, and the
 * uses RSVP takes and gives back through its port (docs/decisions/2026-11-27-promo-codes.md).
 */
export function createPromoCodesModule(platform: Platform, deps: PromoCodesPorts) {
  const serviceDeps = { ...deps, orm: platform.orm, audit: platform.audit, now: platform.now };
  const promoCodes = createPromoCodesService(serviceDeps);
  const affiliateCodes = createAffiliateCodes(serviceDeps);
  return defineModule({
    name: 'promo-codes',
    api: promoCodes,
    routes: (app) => promoCodesRoutes(app, promoCodes, affiliateCodes),
  });
}
