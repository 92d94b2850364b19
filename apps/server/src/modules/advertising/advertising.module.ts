import { listServedCreatives } from '@meridian/contracts/billboard';
import { defineModule, type Platform } from '../../core/module';
import { definePageData } from '../../core/page-data';
import { advertiserSubscriptionRule } from '../affiliates/affiliates.module';
import { createAdvertisersAdmin } from './advertisers-admin';
import { billboardScheduleJob } from './advertising.jobs';
import { advertisingRepository } from './advertising.repository';
import { createBillboardSchedule } from './billboard-schedule';
import { ADVERTISING_PAYMENT_KIND, createAdvertisingPaymentHandler } from './advertising-payments';
import type { AdvertisingPorts } from './advertising.ports';
import { advertisingRoutes } from './advertising.routes';
import { createAdvertisingService } from './advertising.service';
import { creativesRoutes } from './creatives.routes';
import { createCreativesService } from './creatives.service';

export type { AdvertisingService } from './advertising.service';

/**
 * Digital Billboard (docs/product.md, Digital billboard): advertisers' plans as provider
 * subscriptions whose payments are billing-ledger rows of kind `advertising`.
 */
export function createAdvertisingModule(platform: Platform, deps: AdvertisingPorts) {
  deps.commissionRules.register(
    ADVERTISING_PAYMENT_KIND,
    advertiserSubscriptionRule((db, payment) => advertisingRepository.startedAtOfPayment(db, payment.id)),
  );
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
    signUpReferrer: deps.signUpReferrer,
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
  const advertisers = createAdvertisersAdmin({
    orm: platform.orm,
    advertisers: deps.advertisers,
    chosenPlan: deps.chosenPlan,
    currency: async () => (await deps.prices()).currency,
  });
  const schedule = createBillboardSchedule({
    orm: platform.orm,
    publicContent: platform.publicContent,
    now: platform.now,
  });
  return defineModule({
    name: 'advertising',
    api: { ...advertising, creatives, advertisers, schedule },
    routes: (app) => {
      advertisingRoutes(app, advertising, advertisers);
      creativesRoutes(app, creatives);
    },
    jobs: () => [billboardScheduleJob(schedule)],
    pageData: [
      // Rotation (docs/product.md, Digital billboard): a page with a slot is kept in one variant per
      // creative taking turns, each showing its creative first.
      definePageData(listServedCreatives, async (_input, render) => {
        const served = await creatives.served(render.turn);
        render.rotates(served.length);
        return served;
      }),
    ],
    cleanups: [{ name: 'billboard.seen-visitors', run: () => creatives.prune() }],
  });
}
