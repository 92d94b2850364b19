import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createServices } from '../services';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { HOUSEKEEPING_JOB, housekeepingJob, pruneMaintenanceHistory } from './housekeeping.jobs';
import { maintenanceRuns } from './jobs.tables';
import { startQueue, type JobQueue } from './queue';
import { sql } from 'drizzle-orm';

const silent = { info: () => undefined, error: () => undefined, warn: () => undefined } as never;

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let database: TestDatabase;
let queue: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await startQueue(database.db, [housekeepingJob(database.db.orm, [pruneMaintenanceHistory])], silent, {
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await queue.stop();
  await database.dispose();
});

describe('job queue', () => {
  it('runs the housekeeping job durably and records what it removed', async () => {
    const { orm } = database.db;
    await orm.insert(maintenanceRuns).values({
      job: HOUSEKEEPING_JOB,
      removed: {},
      durationMs: 1,
      ranAt: sql`now() - interval '40 days'`,
    });
    expect(await queue.send(HOUSEKEEPING_JOB)).toBeTruthy();
    const run = await waitFor(async () => {
      const rows = await orm.select().from(maintenanceRuns);
      return rows.find((row) => row.removed['maintenance-history'] !== undefined);
    });
    expect(run.removed).toEqual({ 'maintenance-history': 1 });
    const remaining = await orm.select().from(maintenanceRuns);
    expect(remaining).toHaveLength(1);
  });

  it('schedules housekeeping every 15 minutes', async () => {
    const rows = await database.db.executeSql('SELECT name, cron FROM pgboss.schedule', []);
    expect(rows.rows).toContainEqual(expect.objectContaining({ name: HOUSEKEEPING_JOB, cron: '*/15 * * * *' }));
  });

  it('reports the queue as running in readiness', async () => {
    const config = testConfig();
    const app = await buildApp({ config, db: database.db, services: createServices(database.db, config), queue });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.json().data.queue).toBe('running');
    } finally {
      await app.close();
    }
  });
});
