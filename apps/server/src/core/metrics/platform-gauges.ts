import type { Database } from '../../db/database';
import { queueStatsRepository } from '../../jobs/queue-stats.repository';
import { sharedReading, type Metrics } from './metrics';

/**
 * What every server reports whatever its modules: the database pool (PostgreSQL) and the job queues'
 * backlog. Queue gauges read the shared database, so every instance reports the same values.
 */
export function registerPlatformGauges(metrics: Metrics, db: Database): void {
  if (!metrics.enabled) return;
  const pool = db.poolState?.bind(db);
  if (pool) {
    metrics.gauge({
      name: 'meridian_db_pool_connections',
      help: 'Connections of this process to PostgreSQL, by state (in_use: running a query or transaction; idle; max: the pool size).',
      labelNames: ['state'],
      read: () => {
        const now = pool();
        return [
          { labels: { state: 'in_use' }, value: now.open - now.idle },
          { labels: { state: 'idle' }, value: now.idle },
          { labels: { state: 'max' }, value: now.max },
        ];
      },
    });
    metrics.gauge({
      name: 'meridian_db_pool_waiting',
      help: 'Queries of this process waiting for a free PostgreSQL connection (every connection busy).',
      read: () => [{ value: pool().waiting }],
    });
  }
  const backlog = sharedReading(() => queueStatsRepository.backlog(db));
  metrics.gauge({
    name: 'meridian_queue_ready_jobs',
    help: 'Jobs due now that no worker has started, per queue (shared database: the same on every instance).',
    labelNames: ['queue'],
    read: async () => (await backlog()).map((row) => ({ labels: { queue: row.queue }, value: row.ready })),
  });
  metrics.gauge({
    name: 'meridian_queue_oldest_ready_job_age_seconds',
    help: 'Seconds the longest-waiting due job of each queue has waited for a worker (0 when none waits).',
    labelNames: ['queue'],
    read: async () => (await backlog()).map((row) => ({ labels: { queue: row.queue }, value: row.oldestReadySeconds })),
  });
}
