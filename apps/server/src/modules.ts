import { ROLES } from '@meridian/contracts/roles';
import type { MailTransport } from './adapters/mail/mail-transport';
import type { PaymentGateway } from './adapters/payments/payment-gateway';
import { createDomainEventsModule } from './core/events/domain-events.module';
import type { Platform } from './core/module';
import { createAdvertisingModule } from './modules/advertising/advertising.module';
import { createCampaignsModule } from './modules/campaigns/campaigns.module';
import { createContactsModule } from './modules/contacts/contacts.module';
import { createContentModule } from './modules/content/content.module';
import { createHealthModule } from './modules/health/health.module';
import type { CodeSender } from './modules/identity/code-sender';
import { createIdentityModule } from './modules/identity/identity.module';
import { createMailModule } from './modules/mail/mail.module';
import { createNewsletterModule } from './modules/newsletter/newsletter.module';
import { createPaymentsModule } from './modules/payments/payments.module';
import { createReferralLinksModule } from './modules/referral-links/referral-links.module';
import { createRsvpModule, seatCounts } from './modules/rsvp/rsvp.module';
import { createSenderMailboxesModule, type MailboxOverrides } from './modules/sender-mailboxes/sender-mailboxes.module';
import { createSettingsModule } from './modules/settings/settings.module';
import { createUsersModule } from './modules/users/users.module';
import { createWebinarsModule } from './modules/webinars/webinars.module';

/** Outside systems tests replace (everything else is real). */
export interface ModuleOverrides {
  mailTransport?: MailTransport;
  codeSender?: CodeSender;
  gateway?: PaymentGateway;
  /** Providers' SMTP servers and DNS, for senders' mailboxes. */
  mailboxes?: MailboxOverrides;
  /** Tests: how campaign delivery waits for a send slot on a hand-moved clock. */
  campaignSleepUntil?: (at: Date) => Promise<void>;
}

/**
 * Every server module, once, in the order they depend on each other. Adding a domain is one line
 * here (and its tables in db/schema.ts); services.ts, app.ts and main.ts iterate the list for
 * services, routes, jobs, cleanups, subscribers and first-boot data.
 */
export function createModules(platform: Platform, overrides: ModuleOverrides = {}) {
  const mail = createMailModule(platform, { transport: overrides.mailTransport });
  const identity = createIdentityModule(platform, { mailer: mail.api, codeSender: overrides.codeSender });
  const settings = createSettingsModule(platform, { identity: identity.api });
  const siteMoney = async () => {
    const s = await settings.api.get();
    return { priceCents: s.rsvpPriceCents, currency: s.currency };
  };
  const users = createUsersModule(platform, { identity: identity.api });
  const content = createContentModule(platform);
  const payments = createPaymentsModule(platform, {
    currency: async () => (await siteMoney()).currency,
    gateway: overrides.gateway,
  });
  const webinars = createWebinarsModule(platform, { defaultPrice: siteMoney, seatCounts });
  const rsvp = createRsvpModule(platform, {
    webinars: webinars.api,
    ledger: payments.api.ledger,
    mailer: mail.api,
    referringAffiliate: users.api.referringAffiliate,
    siteNameOn: settings.api.siteNameOn,
  });
  const contacts = createContactsModule(platform);
  const senderMailboxes = createSenderMailboxesModule(platform, {
    users: users.api,
    overrides: overrides.mailboxes,
  });
  const campaigns = createCampaignsModule(platform, {
    contacts: contacts.api,
    senders: senderMailboxes.api,
    site: () => settings.api.get(),
    sleepUntil: overrides.campaignSleepUntil,
  });
  const referralLinks = createReferralLinksModule(platform, {
    isLinkOwner: (userId) => users.api.holdsRole(userId, [ROLES.Affiliate, ROLES.Sales]),
  });
  const newsletter = createNewsletterModule(platform, {
    mailer: mail.api,
    referringAffiliate: users.api.referringAffiliate,
    siteNameOn: settings.api.siteNameOn,
  });
  const advertising = createAdvertisingModule(platform, {
    ledger: payments.api.ledger,
    prices: async () => {
      const s = await settings.api.get();
      return { monthlyCents: s.advertisingMonthlyCents, yearlyCents: s.advertisingYearlyCents, currency: s.currency };
    },
    chosenPlan: users.api.advertisingPlanOf,
    referringAffiliate: users.api.referringAffiliate,
    nameOf: users.api.displayNameOf,
  });
  // In dependency order (first-boot data is seeded in this order); each module is named once.
  const core = { mail, identity, settings, content, users };
  const domains = {
    payments,
    webinars,
    rsvp,
    contacts,
    senderMailboxes,
    campaigns,
    referralLinks,
    newsletter,
    advertising,
  };
  const list = [
    createHealthModule(),
    ...Object.values(core),
    createDomainEventsModule(platform),
    ...Object.values(domains),
  ];
  return { list, ...core, ...domains };
}
export type Modules = ReturnType<typeof createModules>;
