import { ROLES } from '@meridian/contracts/roles';
import type { MailTransport } from './adapters/mail/mail-transport';
import type { PaymentGateway } from './adapters/payments/payment-gateway';
import { createDomainEventsModule } from './core/events/domain-events.module';
import type { Platform } from './core/module';
import { createCookies } from './lib/cookies';
import { createAffiliatesModule, createAttribution } from './modules/affiliates/affiliates.module';
import { createAuditModule } from './modules/audit/audit.module';
import { createBlogModule } from './modules/blog/blog.module';
import { createCareersModule } from './modules/careers/careers.module';
import { createAutomationModule } from './modules/automation/automation.module';
import { createBillboardModule } from './modules/billboard/billboard.module';
import { createCampaignsModule } from './modules/campaigns/campaigns.module';
import { createContactRequestsModule } from './modules/contact-requests/contact-requests.module';
import { createContactsModule } from './modules/contacts/contacts.module';
import { createContentModule } from './modules/content/content.module';
import { createHealthModule } from './modules/health/health.module';
import { createKpiModule } from './modules/kpi/kpi.module';
import type { CodeSender } from './modules/identity/code-sender.service';
import { createIdentityModule } from './modules/identity/identity.module';
import { createMailModule } from './modules/mail/mail.module';
import { createNotesModule } from './modules/notes/notes.module';
import { createNewsletterModule, newsletterAudience } from './modules/newsletter/newsletter.module';
import { addedTaxOf } from '@meridian/contracts/receipts-settings';
import { createPaymentsModule } from './modules/payments/payments.module';
import { createPromoCodesModule } from './modules/promo-codes/promo-codes.module';
import { createReceiptsModule } from './modules/receipts/receipts.module';
import { createReferralLinksModule } from './modules/referral-links/referral-links.module';
import { createRsvpModule } from './modules/rsvp/rsvp.module';
import { createSenderMailboxesModule, type MailboxOverrides } from './modules/sender-mailboxes/sender-mailboxes.module';
import { createSettingsModule, DEFAULT_SITE_NAME } from './modules/settings/settings.module';
import { createStripeConnectModule } from './modules/stripe-connect/stripe-connect.module';
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
 * Every server module, once, in the order they depend on each other. Adding a domain is its folder
 * and one line here (docs/architecture.md, Adding a domain); services.ts, app.ts, main.ts and the
 * page renderer iterate the list for services, routes, jobs, cleanups, subscribers, page data and
 * first-boot data.
 */
export function createModules(platform: Platform, overrides: ModuleOverrides = {}) {
  const mail = createMailModule(platform, { transport: overrides.mailTransport });
  const identity = createIdentityModule(platform, {
    mailer: mail.api,
    codeMailSiteName: DEFAULT_SITE_NAME,
    codeSender: overrides.codeSender,
    // The roles that must use MFA (settings) against the user's roles (users), both made below.
    mfaRequired: async (sub) => {
      const user = await users.api.findActiveBySub(sub);
      return !!user && (await settings.api.requiresMfa(user.roleIds));
    },
    // Users is made after identity (it needs the pool); staff sign-ins reach it when they happen.
    staffMember: (sub) => users.api.staffMember(sub),
    accountOwner: (sub) => users.api.accountOwner(sub),
  });
  const settings = createSettingsModule(platform, { identity: identity.api });
  const siteMoney = async () => {
    const s = await settings.api.get();
    return { priceCents: s.rsvpPriceCents, currency: s.currency };
  };
  // Server-side referral attribution (docs/product.md, Affiliate commissions and payouts): the cookie
  // a `?ref=` page sets, read by sign-up and the RSVP; clicks are counted by the referral links.
  const attribution = createAttribution({
    secrets: platform.secrets,
    cookies: createCookies(platform.config.publicUrl),
    now: platform.now,
    windowDays: async () => (await settings.api.get()).affiliateProgram.attributionDays,
    visit: (input) => referralLinks.api.visit(input),
  });
  const content = createContentModule(platform, { refundPolicy: settings.api.refundPolicy });
  const users = createUsersModule(platform, {
    identity: identity.api,
    onSelfSignUp: content.api.recordSignUpAcceptance,
    referrerOf: attribution.referrerOf,
  });
  const payments = createPaymentsModule(platform, {
    timeZone: async () => (await settings.api.get()).kpi.timeZone,
    userNames: users.api.namesOf,
    gateway: overrides.gateway,
    addedTax: async () => addedTaxOf((await settings.api.get()).receipts),
  });
  // Made before the paying domains, so its ledger listener is there for their first payment.
  const receipts = createReceiptsModule(platform, {
    ledger: payments.api.ledger,
    // A seat's price before its promo code (RSVP is made below; this runs only once a payment comes in).
    listPriceOf: (db, payment) =>
      payment.subjectType === 'registration'
        ? rsvp.api.listPriceOf(db, Number(payment.subjectId))
        : Promise.resolve(null),
    settings: { getOn: settings.api.getOn, update: settings.api.update },
  });
  // RSVP owns the registrations and waitlist that take seats; webinars selects its counts beside sessions.
  const webinars = createWebinarsModule(platform, {
    defaultPrice: siteMoney,
    seatCounts: (now) => rsvp.api.seatCounts(now),
  });
  const promoCodes = createPromoCodesModule(platform, {
    sessions: webinars.api.sessions,
    referringAffiliate: users.api.referringAffiliate,
    userNames: users.api.namesOf,
    ownCodeTerms: async (db) => {
      const { affiliateProgram, currency } = await settings.api.getOn(db);
      return { allowed: affiliateProgram.ownCodesAllowed, percentOff: affiliateProgram.ownCodePercentOff, currency };
    },
  });
  const rsvp = createRsvpModule(platform, {
    webinars: webinars.api,
    promoCodes: promoCodes.api,
    ledger: payments.api.ledger,
    mailer: mail.api,
    referringAffiliate: users.api.referringAffiliate,
    userNames: users.api.namesOf,
    siteNameOn: settings.api.siteNameOn,
    referrerOf: attribution.referrerOf,
    receiptLink: (db, registrationId) =>
      receipts.api.linkForSubject(db, 'rsvp_seat', { type: 'registration', id: String(registrationId) }),
    holdLimits: {
      get: async (db) => (await settings.api.getOn(db)).rsvpHoldLimits,
      update: async (db, limits) => (await settings.api.update(db, { rsvpHoldLimits: limits })).rsvpHoldLimits,
    },
    refundPolicy: settings.api.refundPolicyOn,
  });
  // Segments ask the owners of what people did (made below: through closures) for SQL conditions.
  const contacts = createContactsModule(platform, {
    segmentSources: {
      engaged: (query) => campaigns.api.segments.engaged(query),
      registered: rsvp.api.segments.registered,
      answered: rsvp.api.segments.answered,
      registeredFromAffiliate: rsvp.api.segments.fromAffiliate,
      subscribed: (status) => newsletter.api.segments.withStatus(status),
      subscribedFromAffiliate: () => newsletter.api.segments.fromAffiliate(),
    },
    ownsCampaign: (db, ownerId, campaignId) => campaigns.api.segments.owns(db, ownerId, campaignId),
    sessionsExist: async (db, ids) => (await webinars.api.sessions.findByIds(db, ids)).map((session) => session.id),
    segmentInScheduledCampaign: (db, segmentId) => campaigns.api.segments.scheduledWith(db, segmentId),
    segmentInActiveSequence: (db, segmentId) => automation.api.automation.segmentInUse(db, segmentId),
  });
  const senderMailboxes = createSenderMailboxesModule(platform, {
    users: users.api,
    overrides: overrides.mailboxes,
    // Campaigns is made next (it sends through these mailboxes); the scan reaches it when it runs.
    feedback: {
      activity: (userId, since) => campaigns.api.mailboxFeedback.activity(userId, since),
      record: (userId, report) => campaigns.api.mailboxFeedback.record(userId, report),
    },
  });
  const campaigns = createCampaignsModule(platform, {
    contacts: contacts.api,
    newsletter: newsletterAudience(platform, settings.api.siteNameOn),
    senders: senderMailboxes.api,
    site: () => settings.api.get(),
    frequencyCap: settings.api.frequencyCapOn,
    sleepUntil: overrides.campaignSleepUntil,
  });
  const referralLinks = createReferralLinksModule(platform, {
    isLinkOwner: (userId) => users.api.holdsRole(userId, [ROLES.Affiliate, ROLES.Sales]),
    referralOwner: users.api.referralOwner,
    referralCodeOf: async (userId) => {
      const code = (await users.api.referralCodesOf([userId])).get(userId);
      if (!code) throw new Error(`user ${userId} has no referral code`);
      return code;
    },
  });
  const newsletter = createNewsletterModule(platform, {
    mailer: mail.api,
    referringAffiliate: users.api.referringAffiliate,
    userNames: users.api.namesOf,
    siteNameOn: settings.api.siteNameOn,
    sends: campaigns.api.newsletterSends,
    sender: {
      setting: async () => (await settings.api.get()).newsletterSenderUserId || null,
      store: async (db, userId) => {
        await settings.api.update(db, { newsletterSenderUserId: userId });
      },
      bootstrapAdminId: async () => {
        const admin = platform.config.bootstrapAdmin;
        return admin ? users.api.idByEmail(admin.email) : null;
      },
      nameOf: users.api.nameOf,
      maySend: (userId) => users.api.holdsRole(userId, [ROLES.Admin, ROLES.EmailMarketing]),
    },
  });
  const stripeConnect = createStripeConnectModule(platform, {
    gateway: payments.api.gateway,
    profileOf: users.api.profileOf,
    referralLinksOf: referralLinks.api.urlsOf,
  });
  const affiliates = createAffiliatesModule(platform, {
    attribution,
    settings: settings.api,
    payment: payments.api.ledger.byId,
    users: users.api,
    dailyClicks: referralLinks.api.dailyClicks,
    accounts: stripeConnect.api,
  });
  const notes = createNotesModule(platform);
  const blog = createBlogModule(platform, { site: () => settings.api.get() });
  const contactRequests = createContactRequestsModule(platform, {
    mailer: mail.api,
    siteNameOn: settings.api.siteNameOn,
    nameOf: users.api.nameOf,
    // Every enabled Sales user gets the lead (docs/decisions/2026-11-23-consultation-leads.md).
    addSalesLead: async (db, lead) =>
      contacts.api.addInboundLead(db, await users.api.enabledIdsWithRole(db, ROLES.Sales), lead, 'consultation'),
  });
  const careers = createCareersModule(platform, { mailer: mail.api, siteNameOn: settings.api.siteNameOn });
  const automation = createAutomationModule(platform, {
    contacts: contacts.api.automation,
    mail: campaigns.api.automationMail,
    hasMailbox: senderMailboxes.api.hasCredentials,
    newsletterSubscriber: newsletter.api.person,
    registration: rsvp.api.person,
    sessionRegistrations: rsvp.api.registrationIdsOf,
    sessions: webinars.api.sessions.findByIds,
  });
  const billboard = createBillboardModule(platform, {
    ledger: payments.api.ledger,
    prices: async () => {
      const s = await settings.api.get();
      return { monthlyCents: s.advertisingMonthlyCents, yearlyCents: s.advertisingYearlyCents, currency: s.currency };
    },
    chosenPlan: users.api.advertisingPlanOf,
    referringAffiliate: users.api.referringAffiliate,
    signUpReferrer: async (userId) => (await users.api.profileOf(userId))?.referredById ?? null,
    nameOf: users.api.displayNameOf,
    advertisers: () => users.api.holdersOf([ROLES.Advertiser]),
    commissionRules: affiliates.api.rules,
  });
  const kpi = createKpiModule(platform, {
    settings: { get: () => settings.api.get(), update: settings.api.update },
    referrerOf: attribution.referrerOf,
    findUserBySub: users.api.findActiveBySub,
    tokenVerifier: identity.api.tokenVerifier,
    figures: {
      payments: payments.api.figures,
      commissions: affiliates.api.figures,
      registrations: rsvp.api.figures,
      users: users.api.figures,
      sessions: webinars.api.figures,
      subscribers: newsletter.api.figures,
      campaigns: campaigns.api.figures,
    },
  });
  // In dependency order (first-boot data is seeded in this order); each module is named once.
  const core = { mail, identity, settings, content, users };
  const domains = {
    payments,
    receipts,
    webinars,
    promoCodes,
    rsvp,
    contacts,
    senderMailboxes,
    campaigns,
    referralLinks,
    newsletter,
    stripeConnect,
    affiliates,
    notes,
    blog,
    contactRequests,
    careers,
    automation,
    billboard,
    kpi,
    audit: createAuditModule(platform, { namesOf: users.api.namesOf }),
  };
  const list = [
    createHealthModule(platform, { secretsProblem: identity.api.secretsProblem }),
    ...Object.values(core),
    createDomainEventsModule(platform),
    ...Object.values(domains),
  ];
  return { list, ...core, ...domains };
}
export type Modules = ReturnType<typeof createModules>;
