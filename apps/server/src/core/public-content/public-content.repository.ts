import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { publicContentVersion } from './public-content.tables';

/** SQL for the public content version (one row). */
export const publicContentRepository = {
  /** Resolves the new version (visible to others once the caller's transaction commits). */
  async bump(db: Orm): Promise<number> {
    const [row] = await db
      .insert(publicContentVersion)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({
        target: publicContentVersion.id,
        set: { version: sql`${publicContentVersion.version} + 1`, changedAt: sql`now()` },
      })
      .returning({ version: publicContentVersion.version });
    return row?.version ?? 0;
  },

  async read(db: Orm): Promise<number> {
    const [row] = await db.select({ version: publicContentVersion.version }).from(publicContentVersion);
    return row?.version ?? 0;
  },
};
