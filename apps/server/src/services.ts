import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { createLogCodeSender, type CodeSender } from './modules/identity/code-sender';
import { createIdentityService } from './modules/identity/identity.service';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { createSettingsService } from './modules/settings/settings.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

export interface ServiceOptions {
  /** Structured logger; the embedded code sender writes sign-up and reset codes to it. */
  logger?: Pick<FastifyBaseLogger, 'info'>;
  /** Where sign-up and reset codes go (default: the log). Tests capture them here. */
  codeSender?: CodeSender;
  /** The identity pool's clock (tests move it to exercise lockout and expiry). */
  now?: () => Date;
}

/** Every domain service, wired to one database. */
export function createServices(db: Database, config: Config, options: ServiceOptions = {}) {
  const identity = createIdentityService(db.orm, config, {
    codeSender: options.codeSender ?? createLogCodeSender(options.logger),
    now: options.now,
  });
  return {
    identity,
    settings: createSettingsService(createSettingsRepository(db.orm), { auth: identity.publicAuthConfig }),
    content: createContentService(createContentRepository(db.orm)),
    users: createUsersService(createUsersRepository(db.orm), identity),
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
