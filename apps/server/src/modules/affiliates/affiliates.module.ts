import { defineModule, type Platform } from '../../core/module';
import type { Orm } from '../../db/database';
import { createAffiliateKpi } from './affiliate-kpi.service';
import { createAffiliatesAdmin } from './affiliates-admin.service';
import { affiliatesJobs } from './affiliates.jobs';
import { affiliatesRoutes } from './affiliates.routes';
import { affiliatesSubscribers } from './affiliates.subscribers';
import type { AffiliatesPorts } from './affiliates.ports';
import { commissionFigures } from './commission-figures.repository';
import { createCommissionRules } from './commissions.rules';
import { createCommissions } from './commissions.service';
import { createPayouts } from './payouts.service';

export { advertiserSubscriptionRule, type CommissionRule, type CommissionRules } from './commissions.rules';
export { createAttribution, type Attribution } from './attribution.service';
export type { PayoutAccounts } from './affiliates.ports';

/**
 * Affiliate commissions and payouts (docs/product.md, Affiliate commissions and payouts;
 * docs/decisions/2026-11-23-affiliate-commissions.md): server-side attribution, commission on the
 * ledger's payments, scheduled and manual payouts through Connect, the affiliate's KPI and the
 * admin's Affiliates section. Other paying domains add their kind with `rules.register`.
 */
export function createAffiliatesModule(platform: Platform, deps: AffiliatesPorts) {
  const { orm, now } = platform;
  const program = async (db: Orm) => {
    const settings = await deps.settings.getOn(db);
    return { ...settings.affiliateProgram, currency: settings.currency };
  };
  const currency = async () => (await deps.settings.getOn(orm)).currency;
  const rules = createCommissionRules();
  const commissions = createCommissions({ now, program, payment: deps.payment, user: deps.users.findOn, rules });
  const payouts = createPayouts({
    orm,
    now,
    program,
    accounts: deps.accounts,
    commissions,
    audit: platform.audit,
    log: platform.log,
  });
  const kpi = createAffiliateKpi({
    orm,
    now,
    currency,
    dailyClicks: deps.dailyClicks,
    referredSignUps: deps.users.referredSignUps,
  });
  const admin = createAffiliatesAdmin({
    orm,
    now,
    audit: platform.audit,
    currency,
    program: async () => (await deps.settings.getOn(orm)).affiliateProgram,
    saveProgram: async (next) => (await deps.settings.update(orm, { affiliateProgram: next })).affiliateProgram,
    accounts: deps.accounts,
    payouts,
    holdersOf: deps.users.holdersOf,
    referralCodesOf: deps.users.referralCodesOf,
    findUser: deps.users.findOn,
    dailyClicks: deps.dailyClicks,
    referredSignUps: deps.users.referredSignUps,
  });
  return defineModule({
    name: 'affiliates',
    api: { rules, commissions, payouts, kpi, admin, figures: commissionFigures },
    routes: (app) => affiliatesRoutes(app, { kpi, admin, attribution: deps.attribution }),
    jobs: () => affiliatesJobs(orm, commissions, payouts),
    subscribers: affiliatesSubscribers(commissions),
  });
}
