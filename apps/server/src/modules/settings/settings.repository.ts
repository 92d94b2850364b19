import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { siteSettings } from './settings.tables';

/** SQL for site settings; every function takes the handle to run on. */
export const settingsRepository = {
  async all(db: Orm): Promise<Map<string, unknown>> {
    const rows = await db.select().from(siteSettings);
    return new Map(rows.map((row) => [row.key, row.value]));
  },

  /** Stores the given settings, replacing what is stored under their keys. */
  async upsert(db: Orm, values: Record<string, unknown>): Promise<void> {
    const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
    if (rows.length === 0) return;
    await db
      .insert(siteSettings)
      .values(rows)
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
  },

  /** Inserts the given settings where the key is not set yet; existing values are kept. */
  async insertMissing(db: Orm, values: Record<string, unknown>): Promise<void> {
    const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
    if (rows.length === 0) return;
    await db.insert(siteSettings).values(rows).onConflictDoNothing();
  },
};
