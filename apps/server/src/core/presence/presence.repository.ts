import { sql, type SQL } from 'drizzle-orm';
import type { Database, Orm } from '../../db/database';

/**
 * The ids of the instances alive now, as a subquery for `claimed_by <> all(…)`: on PostgreSQL the
 * sessions named `meridian:<id>` (a process that died lost its session the moment it died); on
 * PGlite only this process, since the embedded database has one.
 */
export function liveInstanceIds(db: Database, selfId: string): SQL {
  return db.kind === 'pglite'
    ? sql`(select ${selfId}::text)`
    : sql`(select substr(application_name, 10) from pg_stat_activity where application_name like 'meridian:%')`;
}

/**
 * Releases the rows of one work table claimed by instances that are no longer alive (`live` is the
 * subquery of the live ids); resolves how many it released. Each claim records its instance.
 */
export interface Reclaimer {
  name: string;
  /** The runner to kick after rows were released. */
  runner: string;
  release(db: Orm, live: SQL): Promise<number>;
}
