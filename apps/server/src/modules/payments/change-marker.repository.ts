import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { adminChangeMarker } from './payments.tables';

const ROW = 1;

/** The admin views' change counter (a single row, created on the first change). */
export const changeMarkerRepository = {
  async bump(db: Orm): Promise<void> {
    await db
      .insert(adminChangeMarker)
      .values({ id: ROW, version: 1 })
      .onConflictDoUpdate({
        target: adminChangeMarker.id,
        set: { version: sql`${adminChangeMarker.version} + 1`, changedAt: sql`now()` },
      });
  },

  /** 0 before the first change. */
  async read(db: Orm): Promise<number> {
    const [row] = await db
      .select({ version: adminChangeMarker.version })
      .from(adminChangeMarker)
      .where(eq(adminChangeMarker.id, ROW));
    return row?.version ?? 0;
  },
};
