import { defineModule, type Platform } from '../../core/module';
import type { Orm } from '../../db/database';
import type { Payments } from '../payments/payments.module';
import { ADVERTISING_PAYMENT_KIND, createAdvertisingPaymentHandler } from './advertising-payments';
import { advertisingRoutes } from './advertising.routes';
import { createAdvertisingService, type AdvertisingPrices } from './advertising.service';
import { creativesRoutes } from './creatives.routes';
import { createCreativesService } from './creatives.service';
import type { AdvertisingPlan } from '@meridian/contracts/users';

export type { AdvertisingService } from './advertising.service';

/**
 * Digital Billboard (docs/product.md, Digital billboard): advertisers' plans as provider
 * subscriptions whose payments are billing-ledger rows of kind `advertising`.
 */
export function createAdvertisingModule(
  platform: Platform,
  deps: {
    ledger: Payments;
    prices: () => Promise<AdvertisingPrices>;
    chosenPlan: (userId: number) => Promise<AdvertisingPlan>;
    referringAffiliate: (db: Orm, affiliateId: number) => Promise<number | null>;
    nameOf: (userId: number) => Promise<string>;
  },
) {
  deps.ledger.handle(
    ADVERTISING_PAYMENT_KIND,
    createAdvertisingPaymentHandler({ publicContent: platform.publicContent }),
  );
  const advertising = createAdvertisingService({
    orm: platform.orm,
    ledger: deps.ledger,
    prices: deps.prices,
    chosenPlan: deps.chosenPlan,
    referringAffiliate: deps.referringAffiliate,
    publicUrl: platform.config.publicUrl,
    now: platform.now,
    log: platform.log,
  });
  const creatives = createCreativesService({
    orm: platform.orm,
    storage: platform.storage,
    secrets: platform.secrets,
    publicContent: platform.publicContent,
    now: platform.now,
    nameOf: deps.nameOf,
  });
  return defineModule({
    name: 'advertising',
    api: { ...advertising, creatives },
    routes: (app) => {
      advertisingRoutes(app, advertising);
      creativesRoutes(app, creatives);
    },
    cleanups: [{ name: 'billboard.seen-visitors', run: () => creatives.prune() }],
  });
}
