import type { Database } from '../db/database';

export interface QueueBacklog {
  queue: string;
  /** Jobs due now (created or waiting for a retry, start time passed) that no worker has taken yet. */
  ready: number;
  /** Seconds since the longest-waiting of them became due; 0 when none is waiting. */
  oldestReadySeconds: number;
}

/** pg-boss's own tables (schema `pgboss`), read for the queue metrics; every queue is listed, idle ones with 0. */
export const queueStatsRepository = {
  async backlog(db: Database): Promise<QueueBacklog[]> {
    const result = await db.executeSql(
      `SELECT q.name AS queue,
              count(j.id)::int AS ready,
              coalesce(extract(epoch FROM now() - min(j.start_after)), 0)::float8 AS oldest
         FROM pgboss.queue q
         LEFT JOIN pgboss.job j ON j.name = q.name AND j.state < 'active' AND j.start_after <= now()
        GROUP BY q.name
        ORDER BY q.name`,
      [],
    );
    return result.rows.map((row) => ({
      queue: String(row.queue),
      ready: Number(row.ready),
      oldestReadySeconds: Math.max(0, Number(row.oldest)),
    }));
  },
};
