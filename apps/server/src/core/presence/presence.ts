import { randomUUID } from 'node:crypto';
import type { Database, PresenceSession } from '../../db/database';
import type { ServiceLogger } from '../module';
import type { WorkerHub } from '../workers/worker-hub';
import { liveInstanceIds, type Reclaimer } from './presence.repository';

export type { Reclaimer } from './presence.repository';

/** The channel web instances NOTIFY with the name of the runner to kick. */
export const KICK_CHANNEL = 'meridian_kick';
/** How often a worker looks for work claimed by an instance that is gone. */
const SWEEP_MS = 2_000;

/**
 * This process's presence among the instances (docs/decisions/2026-11-27-crash-recovery.md): a
 * database session of its own whose end marks the process gone, plus a sweep every two seconds in
 * worker processes that hands back to the queue whatever a gone instance had claimed. A claim is
 * therefore taken up seconds after its holder died, not when its lease runs out; a holder that is
 * only slow keeps its session, and its claims.
 */
export function createPresence(db: Database, hub: WorkerHub, log: ServiceLogger) {
  const id = randomUUID();
  const reclaimers: Reclaimer[] = [];
  let session: PresenceSession | undefined;
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;

  async function sweep(): Promise<void> {
    const live = liveInstanceIds(db, id);
    for (const reclaimer of reclaimers) {
      const released = await reclaimer.release(db.orm, live);
      if (released === 0) continue;
      log.info({ work: reclaimer.name, released }, 'took over work claimed by a stopped instance');
      hub.kickHere(reclaimer.runner);
    }
  }

  function schedule(): void {
    timer = setTimeout(() => {
      sweeping = sweep()
        .catch((error: unknown) => log.warn({ err: error }, 'presence sweep failed; the next one retries'))
        .finally(() => {
          sweeping = undefined;
          if (timer) schedule();
        });
    }, SWEEP_MS);
    timer.unref();
  }

  return {
    /** This process's instance id: what its claims record. */
    id,
    /** A work table whose claims a gone instance leaves behind (registered before start). */
    reclaim(reclaimer: Reclaimer): void {
      reclaimers.push(reclaimer);
    },
    /** Opens the session (listening for kicks when this process runs workers) and starts sweeping. */
    async start(): Promise<void> {
      session = await db.openPresence(id, KICK_CHANNEL, (name) => hub.kickHere(name));
      if (!hub.runsWorkers) return;
      await sweep();
      schedule();
    },
    async close(): Promise<void> {
      clearTimeout(timer);
      timer = undefined;
      await sweeping;
      await session?.close();
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;
