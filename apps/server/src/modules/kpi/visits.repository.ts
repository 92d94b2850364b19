import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { visits, type NewVisit } from './kpi.tables';

const DELETE_BATCH = 50_000;

/** SQL for raw visits; every function takes the handle to run on. */
export const visitsRepository = {
  /** The beacon's one statement. */
  async insert(db: Orm, visit: NewVisit): Promise<void> {
    await db.insert(visits).values(visit);
  },

  /** The instant of the oldest raw visit kept, or null when there is none. */
  async oldest(db: Orm): Promise<Date | null> {
    const [row] = await db.select({ at: sql<string | null>`min(${visits.occurredAt})` }).from(visits);
    return row?.at ? new Date(row.at) : null;
  },

  /** Deletes raw visits before `cutoff`, in batches (a long table is never locked at once); answers how many. */
  async deleteBefore(db: Orm, cutoff: Date): Promise<number> {
    let removed = 0;
    for (;;) {
      const rows = await db.execute(sql`delete from ${visits} where ${visits.id} in (
        select ${visits.id} from ${visits} where ${visits.occurredAt} < ${cutoff.toISOString()}::timestamptz
        limit ${DELETE_BATCH}) returning ${visits.id}`);
      const count = (rows as unknown as { rows: unknown[] }).rows.length;
      removed += count;
      if (count < DELETE_BATCH) return removed;
    }
  },
};
