import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';

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
