import type { PublicContent } from '../../core/public-content/public-content';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { RENEWAL_GRACE_MS } from './billboard.service';
import { billboardScheduleRepository as repo } from './billboard-schedule.repository';

const GRACE_DAYS = RENEWAL_GRACE_MS / 86_400_000;

/**
 * Time alone changes what the billboard shows: a creative's schedule starts or ends, a cancelled
 * plan reaches its period end, a renewal never arrives. Every minute the job looks at the span since
 * its last look (`billboard_schedule_mark`) and, when such an edge fell in it, moves the public
 * content version, so every instance drops its cached pages and the ad leaves (or appears) within a
 * minute (docs/product.md, Digital billboard). The job is in billboard.jobs.ts.
 */
export function createBillboardSchedule(deps: { orm: Orm; publicContent: PublicContent; now: () => Date }) {
  /** One look; true when the version moved. */
  async function check(): Promise<boolean> {
    return inTransaction(deps.orm, async (db) => {
      const now = deps.now();
      const since = await repo.lockMark(db, now);
      // The first look knows no span: one move of the version is always safe.
      const edge = since === null || (since < now && (await repo.edgeBetween(db, since, now, GRACE_DAYS)));
      if (edge) await deps.publicContent.changed(db);
      if (since !== null && since < now) await repo.setMark(db, now);
      return edge;
    });
  }

  return { check };
}
export type BillboardSchedule = ReturnType<typeof createBillboardSchedule>;
