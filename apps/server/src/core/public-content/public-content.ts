import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { publicContentVersion } from './public-content.tables';

/**
 * The version of what public pages show (docs/architecture.md, Public content version). A module
 * that changes public content calls `changed(db)` inside the transaction of the change; the page
 * renderer of every instance reads `version()` and drops its cached pages when it moved.
 */
export interface PublicContent {
  changed(db: Orm): Promise<void>;
  version(): Promise<number>;
}

export function createPublicContent(orm: Orm): PublicContent {
  return {
    async changed(db) {
      await db
        .insert(publicContentVersion)
        .values({ id: 1, version: 1 })
        .onConflictDoUpdate({
          target: publicContentVersion.id,
          set: { version: sql`${publicContentVersion.version} + 1`, changedAt: sql`now()` },
        });
    },
    async version() {
      const [row] = await orm.select({ version: publicContentVersion.version }).from(publicContentVersion);
      return row?.version ?? 0;
    },
  };
}
