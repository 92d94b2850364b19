import type { Database } from './db/database';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { createSettingsService } from './modules/settings/settings.service';

/** Every domain service, wired to one database. */
export function createServices(db: Database) {
  return {
    settings: createSettingsService(createSettingsRepository(db.orm)),
    content: createContentService(createContentRepository(db.orm)),
  };
}
export type Services = ReturnType<typeof createServices>;

/** First-boot data: settings defaults, FAQ and legal documents. Idempotent. */
export async function seedDatabase(services: Services): Promise<void> {
  await services.settings.seedDefaults();
  await services.content.seedDefaults();
}
