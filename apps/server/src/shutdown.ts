import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Tracer } from './core/telemetry/tracing';
import type { Database } from './db/database';
import type { JobQueue } from './jobs/queue';
import type { Services } from './services';

/** What main.ts started, in the order shutdown stops it. */
export interface RunningServer {
  app: FastifyInstance;
  db: Database;
  services: Services;
  queue: JobQueue;
  /** Traces still buffered go out before the process ends. */
  tracing: Tracer | undefined;
  drainSeconds: number;
  log: FastifyBaseLogger;
}

/** The longest a shutdown may take after the drain before the process exits anyway. */
const FORCE_EXIT_MS = 20_000;

/**
 * SIGTERM (docs/deploy.md, Shutting down): readiness answers 503 at once and the workers stop
 * between items (kicked runners hand back what they claimed but did not start; running jobs
 * finish); the listener keeps serving for SHUTDOWN_DRAIN_SECONDS, while the balancer's checks see
 * the 503 and stop sending; then it closes (finishing requests in flight), and the queue, the
 * modules and the database close.
 */
export function handleShutdown(server: RunningServer): void {
  const { app, db, services, queue, log } = server;
  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    services.lifecycle.startDraining();
    log.info({ signal, drainSeconds: server.drainSeconds }, 'shutting down: readiness answers 503, draining');
    const force = setTimeout(
      () => {
        log.error('shutdown took too long; exiting');
        process.exit(1);
      },
      server.drainSeconds * 1000 + FORCE_EXIT_MS,
    );
    force.unref();
    try {
      const drained = new Promise((resolve) => setTimeout(resolve, server.drainSeconds * 1000));
      await Promise.all([services.domainEvents.close(), queue.stopWorkers()]);
      for (const module of services.modules) await module.close?.();
      await drained;
      await app.close();
      await queue.stop();
      await services.workers.presence.close();
      await db.close();
      await server.tracing?.shutdown();
      log.info('stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
