import { listServedCreatives } from '@meridian/contracts/billboard';
import { defineModule, type Platform } from '../../core/module';
import { definePageData } from '../../core/page-data';
import { advertiserSubscriptionRule } from '../affiliates/affiliates.module';
import { createAdvertisersAdmin } from './advertisers-admin.service';
import { billboardScheduleJob } from './billboard.jobs';
import { billboardRepository } from './billboard.repository';
import { createBillboardSchedule } from './billboard-schedule.service';
import { ADVERTISING_PAYMENT_KIND, createBillboardPaymentHandler } from './billboard-payments.service';
import type { BillboardPorts } from './billboard.ports';
import { billboardRoutes } from './billboard.routes';
import { createBillboardService } from './billboard.service';
import { creativesRoutes } from './creatives.routes';
import { createCreativesService } from './creatives.service';

export type { BillboardService } from './billboard.service';

/**
 * Digital Billboard (docs/product.md, Digital billboard): advertisers' plans as provider
 * subscriptions whose payments are billing-ledger rows of kind `advertising`.
 */
export function createBillboardModule(platform: Platform, deps: BillboardPorts) {
  deps.commissionRules.register(
    ADVERTISING_PAYMENT_KIND,
    advertiserSubscriptionRule((db, payment) => billboardRepository.startedAtOfPayment(db, payment.id)),
  );
  deps.ledger.handle(
    ADVERTISING_PAYMENT_KIND,
    createBillboardPaymentHandler({ publicContent: platform.publicContent }),
  );
  const advertising = createBillboardService({
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
    audit: platform.audit,
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
    name: 'billboard',
    api: { ...advertising, creatives, advertisers, schedule },
    routes: (app) => {
      billboardRoutes(app, advertising, advertisers);
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
