import { createStorage } from './adapters/storage/create-storage';
import type { StoragePort } from './adapters/storage/storage';
import type { Config } from './config';
import { createAuditTrail } from './core/audit/audit-trail';
import { createEventBus, type EventBusOptions } from './core/events/event-bus';
import { createLifecycle, type Lifecycle } from './core/lifecycle/lifecycle';
import { noMetrics, type Metrics } from './core/metrics/metrics';
import { registerPlatformGauges } from './core/metrics/platform-gauges';
import type { ServiceLogger } from './core/module';
import { createPresence } from './core/presence/presence';
import { createPublicContent } from './core/public-content/public-content';
import { createWorkerHub } from './core/workers/worker-hub';
import { createSecrets, type Secrets } from './core/secrets/secrets.service';
import type { Database } from './db/database';
import { createModules, type ModuleOverrides } from './modules';

export interface ServiceOptions extends ModuleOverrides {
  /** Structured logger (never system mail's content: docs/product.md, Logs). */
  logger?: ServiceLogger;
  /** The services' clock (tests move it to exercise lockout, holds, expiry and reminders). */
  now?: () => Date;
  /** Default: from SECRETS_KEY, else the key file in DATA_DIR. */
  secrets?: Secrets;
  /** Delivery retries of domain events (tests make them short). */
  domainEventRetry?: EventBusOptions['retry'];
  /** Default: the storage the config names (tests pass S3 storage on the fake S3 server). */
  storage?: StoragePort;
  /** Default: a fresh one for the configured role (main.ts passes its own, which SIGTERM drains). */
  lifecycle?: Lifecycle;
  /** Default: off. main.ts passes `createMetrics(…)` when METRICS_TOKEN is set. */
  metrics?: Metrics;
}

const silent: ServiceLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The platform (database, clock, log, secrets, event bus) and every module built on it, from the one
 * list in modules.ts. Each module's subscribers join the bus here, before the queue starts.
 */
export function createServices(db: Database, config: Config, options: ServiceOptions = {}) {
  const log = options.logger ?? silent;
  const now = options.now ?? (() => new Date());
  const secrets = options.secrets ?? createSecrets(config.secrets);
  const lifecycle = options.lifecycle ?? createLifecycle(config.role);
  const hub = createWorkerHub(lifecycle.runsWorkers);
  const metrics = options.metrics ?? noMetrics;
  registerPlatformGauges(metrics, db);
  const platform = {
    db,
    orm: db.orm,
    config,
    log,
    now,
    secrets,
    events: createEventBus(db.orm, { logger: log, retry: options.domainEventRetry, hub }),
    audit: createAuditTrail({ now }),
    publicContent: createPublicContent(db.orm),
    storage: options.storage ?? createStorage(config, secrets, now),
    lifecycle,
    workers: { hub, presence: createPresence(db, hub, log) },
    metrics,
  };
  const modules = createModules(platform, options);
  for (const module of modules.list) platform.events.subscribe(...(module.subscribers ?? []));
  const { payments } = modules;
  return {
    /** Every module's manifest: app.ts registers their routes, main.ts their jobs and cleanups. */
    modules: modules.list,
    secrets: platform.secrets,
    /** What `GET /metrics` shows (plugins/metrics.ts adds the HTTP request metrics). */
    metrics,
    /** The version of what public pages show; the page renderer compares it. */
    publicContent: platform.publicContent,
    /** Uploaded files; app.ts registers the routes of local storage. */
    storage: platform.storage,
    /** Role and draining (readiness, shutdown). */
    lifecycle,
    /** Where kicks go and this instance's presence (main.ts starts and closes it). */
    workers: platform.workers,
    /** The domain-event bus: modules publish through it. */
    domainEvents: platform.events,
    /** The audit log's write side (CSV downloads record through it: app.ts). */
    audit: platform.audit,
    mailer: modules.mail.api,
    identity: modules.identity.api,
    settings: modules.settings.api,
    content: modules.content.api,
    users: modules.users.api,
    webinars: modules.webinars.api.service,
    rsvp: modules.rsvp.api,
    /** Senders' own mailboxes: the campaigns module's `senderFor`, and `hasCredentials`. */
    senderMailboxes: modules.senderMailboxes.api,
    contacts: modules.contacts.api,
    /** Campaign mail from senders' own mailboxes. */
    campaigns: modules.campaigns.api,
    /** Referral links and their clicks. */
    referralLinks: modules.referralLinks.api,
    /** Newsletter subscriptions (preferences links for the newsletter mails) and Email Subscribers. */
    newsletter: modules.newsletter.api,
    /** Commissions, payouts (the scheduled run and Pay now), the KPI and the admin's Affiliates. */
    affiliates: modules.affiliates.api,
    /** Each person's own notes. */
    notes: modules.notes.api,
    /** The blog: posts, the directory, the feed. */
    blog: modules.blog.api,
    /** Job openings (/careers) and applications. */
    careers: modules.careers.api,
    /** Requests from /consultation and /support. */
    contactRequests: modules.contactRequests.api,
    automation: modules.automation.api,
    cancelSession: modules.rsvp.api.cancelSession,
    gateway: payments.api.gateway,
    ledger: payments.api.ledger,
    /** The admin's Sales views. */
    payments: payments.api.sales,
    testCheckout: payments.api.testCheckout,
    /** Advertisers' plans and creatives. */
    billboard: modules.billboard.api,
  };
}
export type Services = ReturnType<typeof createServices>;

/** First-boot data of every module (settings defaults, FAQ and legal documents, the pool's keys). Idempotent. */
export async function seedDatabase(services: Services): Promise<void> {
  for (const module of services.modules) await module.seed?.();
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
