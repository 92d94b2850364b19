import type { FastifyBaseLogger } from 'fastify';
import { createLogTransport } from './adapters/mail/log-transport';
import type { MailTransport } from './adapters/mail/mail-transport';
import { createSmtpTransport } from './adapters/mail/smtp-transport';
import { createLocalGateway } from './adapters/payments/local/local-gateway';
import { createTestCheckoutService } from './adapters/payments/local/test-checkout.service';
import type { PaymentGateway } from './adapters/payments/payment-gateway';
import { createStripeGateway } from './adapters/payments/stripe/stripe-gateway';
import type { Config } from './config';
import { createDomainEventsAdmin } from './core/events/domain-events-admin.service';
import { createEventBus, type EventBusOptions } from './core/events/event-bus';
import { createSecrets, type Secrets } from './core/secrets/secrets.service';
import type { Database } from './db/database';
import { createWebinarsRepository } from './modules/webinars/webinars.repository';
import { createWebinarsService } from './modules/webinars/webinars.service';
import { createMailCodeSender, type CodeSender } from './modules/identity/code-sender';
import { createMailer } from './modules/mail/mailer';
import { createPayments } from './modules/payments/payments.module';
import { changeMarkerSubscriber } from './modules/payments/change-marker';
import { createPaymentsService } from './modules/payments/payments.service';
import { createRsvp } from './modules/rsvp/rsvp.module';
import { createIdentityService } from './modules/identity/identity.service';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { createSettingsService, DEFAULT_SITE_NAME } from './modules/settings/settings.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

type ServiceLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface ServiceOptions {
  /** Structured logger; with no SMTP_URL, system mail (sign-up and reset codes included) is written to it. */
  logger?: ServiceLogger;
  /** Where sign-up and reset codes go (default: the system mailer). Tests capture them here. */
  codeSender?: CodeSender;
  /** The services' clock (tests move it to exercise lockout, holds, expiry and reminders). */
  now?: () => Date;
  /** Default: Stripe with STRIPE_SECRET_KEY, else the local TEST MODE checkout. Tests point Stripe at a fake. */
  gateway?: PaymentGateway;
  /** Default: SMTP with SMTP_URL, else the log. */
  mailTransport?: MailTransport;
  /** Default: from SECRETS_KEY, else the key file in DATA_DIR. */
  secrets?: Secrets;
  /** Delivery retries of domain events (tests make them short). */
  domainEventRetry?: EventBusOptions['retry'];
}

const silent: ServiceLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** "Name <box@example.com>" → "box@example.com". */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

function paymentGateway(db: Database, config: Config, now: () => Date): PaymentGateway {
  return config.payments.mode === 'stripe'
    ? createStripeGateway({ secretKey: config.payments.secretKey })
    : createLocalGateway(db.orm, { publicUrl: config.publicUrl, now });
}

/** Every domain service, wired to one database. */
export function createServices(db: Database, config: Config, options: ServiceOptions = {}) {
  const log = options.logger ?? silent;
  const now = options.now ?? (() => new Date());
  const transport =
    options.mailTransport ?? (config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createLogTransport(log));
  const mailer = createMailer(db.orm, transport, { from: config.mail.from, logger: log, now });
  const secrets = options.secrets ?? createSecrets(config.secrets);
  const domainEvents = createEventBus(db.orm, { logger: log, retry: options.domainEventRetry });
  const identity = createIdentityService(db.orm, config, {
    secrets,
    codeSender: options.codeSender ?? createMailCodeSender(mailer, db.orm, DEFAULT_SITE_NAME, config.publicUrl),
    now: options.now,
  });
  const settings = createSettingsService(createSettingsRepository(db.orm), { auth: identity.publicAuthConfig });
  const gateway = options.gateway ?? paymentGateway(db, config, now);
  const webinarsRepository = createWebinarsRepository(db.orm);
  // The billing ledger; each paying domain registers its kind's handler with it (RSVP: seats).
  const ledger = createPayments({ orm: db.orm, events: domainEvents, gateway, now, log });
  const rsvp = createRsvp({
    orm: db.orm,
    webinars: webinarsRepository,
    payments: ledger,
    mail: mailer,
    domainEvents,
    siteName: async (db) =>
      (await createSettingsService(createSettingsRepository(db), { auth: identity.publicAuthConfig }).get()).siteName,
    publicUrl: config.publicUrl,
    organizerEmail: addressOf(config.mail.from),
    holdMinutes: config.rsvp.holdMinutes,
    waitlistOfferHours: config.rsvp.waitlistOfferHours,
    now,
    log,
  });
  const webinars = createWebinarsService({
    orm: db.orm,
    repository: webinarsRepository,
    defaultPrice: async () => {
      const s = await settings.get();
      return { priceCents: s.rsvpPriceCents, currency: s.currency };
    },
    domainEvents,
    now,
  });
  domainEvents.subscribe(changeMarkerSubscriber);

  /**
   * The admin's cancel: the session is cancelled and `webinar.cancelled` published in one
   * transaction, then RSVP's subscriber is delivered the event inline so the answer can say what
   * happened to the seats; the kick afterwards dispatches it to every other subscriber (and retries
   * RSVP's if a refund failed).
   */
  async function cancelSession(id: number) {
    const eventId = await webinars.cancel(id);
    try {
      return await rsvp.sessionCancellationOutcome(eventId);
    } finally {
      domainEvents.kick();
    }
  }
  return {
    secrets,
    identity,
    settings,
    content: createContentService(createContentRepository(db.orm)),
    users: createUsersService(createUsersRepository(db.orm), identity, domainEvents),
    /** The domain-event bus: modules publish through it; subscribers register on it here. */
    domainEvents,
    domainEventsAdmin: createDomainEventsAdmin(db.orm, domainEvents),
    mailer,
    gateway,
    webinars,
    cancelSession,
    rsvp,
    ledger,
    payments: createPaymentsService(db.orm, async () => (await settings.get()).currency),
    /** The TEST MODE checkout page's API; only without Stripe keys. Paying feeds the ledger's intake. */
    testCheckout:
      gateway.provider === 'test'
        ? createTestCheckoutService(db.orm, { intake: ledger.intake, publicUrl: config.publicUrl, now })
        : undefined,
  };
}
export type Services = ReturnType<typeof createServices>;

/** First-boot data: settings defaults, FAQ and legal documents. Idempotent. */
export async function seedDatabase(services: Services): Promise<void> {
  await services.settings.seedDefaults();
  await services.content.seedDefaults();
  await services.identity.seedDefaults();
}

/** ADMIN_EMAIL and ADMIN_PASSWORD: make sure that account exists and holds the Admin role. */
export async function ensureBootstrapAdmin(services: Services, config: Config): Promise<void> {
  if (!config.bootstrapAdmin) return;
  await services.users.provision({
    ...config.bootstrapAdmin,
    firstName: 'Site',
    lastName: 'Administrator',
    roleIds: [1],
  });
}
