import { fromPglite, PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { traced } from '../core/telemetry/tracing';
import type { Database } from '../db/database';

/** How pg-boss retries a failed run: `limit` more tries, `delaySeconds` apart (doubling with `backoff`). */
export interface JobRetry {
  limit: number;
  delaySeconds: number;
  backoff?: boolean;
  /** With `backoff`, the longest wait between two tries. */
  maxDelaySeconds?: number;
}

/** Which try of a job is running: `retryCount` 0 is the first; the last has `retryCount === retryLimit`. */
export interface JobAttempt {
  id: string;
  retryCount: number;
  retryLimit: number;
}

/**
 * A durable job: its queue name, an optional cron schedule (UTC) and what one run does. Prefer
 * `defineJob` (jobs/define-job.ts), which validates the payload with a zod schema.
 */
export interface JobDefinition {
  name: string;
  cron?: string;
  /** Default for every job sent to this queue (a send may override it); pg-boss's default otherwise. */
  retry?: JobRetry;
  /** 'exclusive': at most one queued, retrying or running job per singleton key (others are dropped). */
  policy?: 'standard' | 'exclusive';
  /** `attempt` is given by the queue; a direct call (a test, a CLI) may leave it out. */
  run(data: unknown, attempt?: JobAttempt): Promise<void>;
}

export interface SendOptions {
  /** With an 'exclusive' queue: no second job while one with this key is queued, retrying or running. */
  singletonKey?: string;
  retry?: JobRetry;
}

export interface JobQueue {
  readonly running: boolean;
  /** Queues a job; resolves its id, or null when an exclusive queue already holds its singleton key. */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Wakes this process's worker of `name` now instead of at its next poll. */
  wake(name: string): void;
  /** Shutdown: takes no more jobs and waits for the running ones; jobs can still be sent. */
  stopWorkers(): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  pollingIntervalSeconds?: number;
  /**
   * False in a web process (SERVER_ROLE=web): jobs can be sent, but no worker, schedule or
   * maintenance runs here; the worker instances do that. Default true.
   */
  workers?: boolean;
}

/** A running job whose worker stopped sending heartbeats (its process died) fails after this and is retried. */
const HEARTBEAT_SECONDS = 10;
/** How often a worker process looks for such jobs (and expired ones). */
const SUPERVISE_SECONDS = 10;

function bossFor(db: Database, workers: boolean): PgBoss {
  const roles = workers
    ? { superviseIntervalSeconds: SUPERVISE_SECONDS, monitorIntervalSeconds: SUPERVISE_SECONDS }
    : { supervise: false, schedule: false };
  if (db.pglite) {
    return new PgBoss({ db: fromPglite(db.pglite), backend: 'pglite', schema: 'pgboss', ...roles });
  }
  return new PgBoss({
    db: { executeSql: (text, values) => db.executeSql(text, values) as never },
    schema: 'pgboss',
    ...roles,
  });
}

/** The queue settings a job asks for, as pg-boss stores them. */
function queueSettings(job: JobDefinition) {
  return { heartbeatSeconds: HEARTBEAT_SECONDS, ...retryOptions(job.retry) };
}

/** True when the stored queue already has every setting `wanted` names. */
function holds(stored: object | undefined, wanted: object): boolean {
  if (!stored) return false;
  const current = stored as Record<string, unknown>;
  return Object.entries(wanted).every(([key, value]) => current[key] === value);
}

function retryOptions(retry: JobRetry | undefined) {
  if (!retry) return {};
  return {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff ?? false,
    ...(retry.maxDelaySeconds === undefined ? {} : { retryDelayMax: retry.maxDelaySeconds }),
  };
}

/** Starts pg-boss on the app's own database and registers every job's queue, schedule and worker. */
export async function startQueue(
  db: Database,
  jobs: readonly JobDefinition[],
  log: FastifyBaseLogger,
  options: QueueOptions = {},
): Promise<JobQueue> {
  const workers = options.workers ?? true;
  const boss = bossFor(db, workers);
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  let running = true;
  const workerIds = new Map<string, string>();
  // Queues and schedules are written only where they differ from what is stored: a restart reads
  // them once instead of rewriting each (which made start-up seconds slower).
  const stored = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
  const schedules = workers ? new Map((await boss.getSchedules()).map((s) => [s.name, s.cron])) : new Map();

  for (const job of jobs) {
    const settings = queueSettings(job);
    const queue = stored.get(job.name);
    if (!queue) await boss.createQueue(job.name, { policy: job.policy ?? 'standard', ...settings });
    else if (!holds(queue, settings)) await boss.updateQueue(job.name, settings);
    if (!workers) continue;
    if (job.cron && schedules.get(job.name) !== job.cron) await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    const workOptions = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true } as const;
    const workerId = await boss.work(job.name, workOptions, async (batch) => {
      for (const item of batch) {
        const started = Date.now();
        try {
          const attempt = { id: item.id, retryCount: item.retryCount, retryLimit: item.retryLimit };
          await traced(`job ${job.name}`, { 'job.name': job.name, 'job.attempt': item.retryCount + 1 }, () =>
            job.run(item.data, attempt),
          );
        } catch (error) {
          const last = item.retryCount >= item.retryLimit;
          log[last ? 'error' : 'warn'](
            { err: error, job: job.name, id: item.id, attempt: item.retryCount + 1 },
            last ? 'job failed on its last try' : 'job failed; pg-boss retries it',
          );
          throw error;
        } finally {
          // Fetch the next job at once instead of after the polling interval: a backlog drains
          // continuously, and the first empty fetch returns the worker to polling.
          const self = workerIds.get(job.name);
          if (running && self) boss.notifyWorker(self);
        }
        log.info({ job: job.name, id: item.id, ms: Date.now() - started }, 'job done');
      }
    });
    workerIds.set(job.name, workerId);
  }

  return {
    get running() {
      return running;
    },
    send: (name, data, sendOptions = {}) =>
      boss.send(name, data ?? null, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...retryOptions(sendOptions.retry),
      }),
    wake(name) {
      const workerId = workerIds.get(name);
      if (running && workerId) boss.notifyWorker(workerId);
    },
    async stopWorkers() {
      const names = [...workerIds.keys()];
      workerIds.clear();
      await Promise.all(names.map((name) => boss.offWork(name, { wait: true })));
    },
    async stop() {
      if (!running) return;
      running = false;
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}
