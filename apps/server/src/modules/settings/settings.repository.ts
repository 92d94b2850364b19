import type { Orm } from '../../db/database';
import { siteSettings } from './settings.tables';

export function createSettingsRepository(orm: Orm) {
  return {
    async all(): Promise<Map<string, unknown>> {
      const rows = await orm.select().from(siteSettings);
      return new Map(rows.map((row) => [row.key, row.value]));
    },

    /** Inserts the given settings where the key is not set yet; existing values are kept. */
    async insertMissing(values: Record<string, unknown>): Promise<void> {
      const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
      if (rows.length === 0) return;
      await orm.insert(siteSettings).values(rows).onConflictDoNothing();
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
