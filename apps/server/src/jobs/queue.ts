import { fromPglite, PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

/** A durable job: its queue name, an optional cron schedule (UTC) and what one run does. */
export interface JobDefinition {
  name: string;
  cron?: string;
  run(data: unknown): Promise<void>;
}

export interface JobQueue {
  readonly running: boolean;
  send(name: string, data?: object): Promise<string | null>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  pollingIntervalSeconds?: number;
}

function bossFor(db: Database): PgBoss {
  if (db.pglite) {
    return new PgBoss({ db: fromPglite(db.pglite), backend: 'pglite', schema: 'pgboss' });
  }
  return new PgBoss({
    db: { executeSql: (text, values) => db.executeSql(text, values) as never },
    schema: 'pgboss',
  });
}

/** Starts pg-boss on the app's own database and registers every job's queue, schedule and worker. */
export async function startQueue(
  db: Database,
  jobs: readonly JobDefinition[],
  log: FastifyBaseLogger,
  options: QueueOptions = {},
): Promise<JobQueue> {
  const boss = bossFor(db);
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  let running = true;

  for (const job of jobs) {
    await boss.createQueue(job.name);
    if (job.cron) await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (batch) => {
      for (const item of batch) {
        const started = Date.now();
        await job.run(item.data);
        log.info({ job: job.name, id: item.id, ms: Date.now() - started }, 'job done');
      }
    });
  }

  return {
    get running() {
      return running;
    },
    send: (name, data) => boss.send(name, data ?? null),
    async stop() {
      if (!running) return;
      running = false;
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}
