import type { FrequencyCap } from '@meridian/contracts/settings-frequency-cap';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { SiteSettings } from './settings.service';

interface SettingsStore {
  get: () => Promise<SiteSettings>;
  getOn: (db: Orm) => Promise<SiteSettings>;
  update: (db: Orm, patch: Partial<SiteSettings>) => Promise<SiteSettings>;
}

/**
 * Site settings → Frequency cap (docs/product.md, Frequency cap): read by campaign delivery inside
 * its claim transaction (the campaigns module's port). A save is audited by the settings store.
 */
export function createFrequencyCapSettings(orm: Orm, settings: SettingsStore) {
  return {
    view: async (): Promise<FrequencyCap> => (await settings.get()).frequencyCap,

    /** The cap read on `db` (a caller's transaction). */
    on: async (db: Orm): Promise<FrequencyCap> => (await settings.getOn(db)).frequencyCap,

    async save(input: FrequencyCap): Promise<FrequencyCap> {
      const saved = await inTransaction(orm, (db) => settings.update(db, { frequencyCap: input }));
      return saved.frequencyCap;
    },
  };
}
export type FrequencyCapSettings = ReturnType<typeof createFrequencyCapSettings>;
