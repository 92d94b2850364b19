import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { publicContentVersion } from './public-content.tables';

/** SQL for the public content version (one row). */
export const publicContentRepository = {
  async bump(db: Orm): Promise<void> {
    await db
      .insert(publicContentVersion)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({
        target: publicContentVersion.id,
        set: { version: sql`${publicContentVersion.version} + 1`, changedAt: sql`now()` },
      });
  },

  async read(db: Orm): Promise<number> {
    const [row] = await db.select({ version: publicContentVersion.version }).from(publicContentVersion);
    return row?.version ?? 0;
  },
};
