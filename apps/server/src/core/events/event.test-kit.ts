import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import { DELIVERY_JOB } from './domain-events.jobs';
import { domainEventDeliveries } from './domain-events.tables';
import { DEFAULT_DELIVERY_RETRY, type EventBus } from './event-bus';

export const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: () => undefined,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/** Polls `probe` every 50 ms until it returns a value (not undefined). */
export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function deliveryRows(orm: Orm) {
  return orm.select().from(domainEventDeliveries);
}

interface QueuedDelivery {
  data: object;
  retryCount: number;
  retryLimit: number;
}

/**
 * A stand-in for pg-boss that tests drive by hand: attached to the bus, it collects the delivery jobs
 * that kicks and dispatches send; `settle()` dispatches every pending event and runs every collected
 * delivery through the bus's own job (recorded as in production), retrying a failed one on the next
 * round until its retries run out. Resolves once nothing is left to run.
 */
export function attachManualQueue(bus: EventBus): { settle(): Promise<void> } {
  const queued: QueuedDelivery[] = [];
  const queue: JobQueue = {
    running: true,
    async send(name, data = {}, options) {
      if (name !== DELIVERY_JOB) throw new Error(`The manual queue runs only ${DELIVERY_JOB}, not ${name}.`);
      queued.push({ data, retryCount: 0, retryLimit: options?.retry?.limit ?? DEFAULT_DELIVERY_RETRY.limit });
      return String(queued.length);
    },
    wake: () => undefined,
    stopWorkers: async () => undefined,
    stop: async () => undefined,
  };
  const delivery = bus.jobs().find((job) => job.name === DELIVERY_JOB);
  if (!delivery) throw new Error('The bus has no delivery job.');
  bus.attach(queue);
  return {
    async settle() {
      for (;;) {
        await bus.idle();
        const dispatched = await bus.dispatchPending();
        const round = queued.splice(0);
        if (dispatched === 0 && round.length === 0) return;
        for (const job of round) {
          const attempt = { id: 'manual', retryCount: job.retryCount, retryLimit: job.retryLimit };
          try {
            await delivery.run(job.data, attempt);
          } catch {
            if (job.retryCount < job.retryLimit) queued.push({ ...job, retryCount: job.retryCount + 1 });
          }
        }
      }
    },
  };
}
