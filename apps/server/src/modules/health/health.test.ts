import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingMigrationCount } from '../../db/migrate';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('says the process is alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('is ready when the database answers and every migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      database: 'ok',
      migrations: 'applied',
      queue: 'stopped',
      failedEventDeliveries: 0,
    });
  });

  it('counts unapplied migrations on a fresh database', async () => {
    const fresh = await createTestDatabase({ migrated: false });
    try {
      expect(await pendingMigrationCount(fresh.db)).toBeGreaterThan(0);
    } finally {
      await fresh.dispose();
    }
  });

  it('answers 503 with a message when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.db.close();
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, message: 'The database is not reachable.' });
    } finally {
      await broken.app.close();
      await broken.database.dispose().catch(() => undefined);
    }
  });
});
