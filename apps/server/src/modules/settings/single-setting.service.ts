import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { SiteSettings } from './settings.service';

export interface SettingsStore {
  get: () => Promise<SiteSettings>;
  getOn: (db: Orm) => Promise<SiteSettings>;
  update: (db: Orm, patch: Partial<SiteSettings>) => Promise<SiteSettings>;
}

/**
 * One site setting with its own card and endpoints (the refund policy, the frequency cap): read it,
 * read it on a caller's handle, save it alone. A save is audited by the settings store and moves the
 * public content version.
 */
export function createSingleSetting<K extends keyof SiteSettings>(orm: Orm, settings: SettingsStore, key: K) {
  return {
    view: async (): Promise<SiteSettings[K]> => (await settings.get())[key],

    /** The setting read on `db` (a caller's transaction). */
    on: async (db: Orm): Promise<SiteSettings[K]> => (await settings.getOn(db))[key],

    async save(input: SiteSettings[K]): Promise<SiteSettings[K]> {
      const patch = { [key]: input } as unknown as Partial<SiteSettings>;
      const saved = await inTransaction(orm, (db) => settings.update(db, patch));
      return saved[key];
    },
  };
}
