import { defineModule, type Platform } from '../../core/module';
import type { Orm } from '../../db/database';
import type { IdentityService } from '../identity/identity.module';
import { createSettingsRepository } from './settings.repository';
import { settingsRoutes } from './settings.routes';
import { createSettingsService } from './settings.service';

export { DEFAULT_SITE_NAME } from './settings.service';

/** Site settings admins change (name, tagline, prices, social links), seeded on first boot. */
export function createSettingsModule(
  platform: Platform,
  deps: { identity: Pick<IdentityService, 'publicAuthConfig'> },
) {
  const serviceOn = (db: Orm) =>
    createSettingsService(createSettingsRepository(db), { auth: deps.identity.publicAuthConfig });
  const settings = serviceOn(platform.orm);
  return defineModule({
    name: 'settings',
    api: Object.assign(settings, {
      /** The site name read on `db` (inside a transaction on PGlite the ORM itself would wait for it). */
      siteNameOn: async (db: Orm) => (await serviceOn(db).get()).siteName,
    }),
    routes: (app) => settingsRoutes(app, settings),
    seed: () => settings.seedDefaults(),
  });
}
