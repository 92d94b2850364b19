import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createSecrets } from '../../core/secrets/secrets.service';
import { createServices } from '../../services';
import { pendingMigrationCount } from '../../db/migrate';
import type { JobQueue } from '../../jobs/queue';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';

/** A queue that only says whether it runs (readiness reads nothing else of it). */
const runningQueue = { running: true } as JobQueue;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { queue: runningQueue } });
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('says the process is alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('is ready when the database answers, migrations are applied, the key opens the signing key and the queue runs', async () => {
    for (let probe = 0; probe < 2; probe += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      // States only: no counts for anonymous callers.
      expect(res.json().data).toEqual({
        role: 'all',
        database: 'ok',
        migrations: 'applied',
        secrets: 'ok',
        queue: 'running',
      });
    }
  });

  it('answers 503 at once when the instance starts draining', async () => {
    const draining = await createTestApp({ deps: { queue: runningQueue } });
    try {
      draining.services.lifecycle.startDraining();
      const res = await draining.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, message: 'This instance is shutting down.' });
    } finally {
      await draining.close();
    }
  });

  it('answers 503 when a process that runs workers has no running queue, and not for a web instance', async () => {
    const worker = await createTestApp();
    const web = await createTestApp({ env: { SERVER_ROLE: 'web', DATABASE_URL: 'postgres://unused@127.0.0.1/none' } });
    try {
      const res = await worker.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: 'The job queue is not running.' });
      const webReady = await web.app.inject({ method: 'GET', url: '/api/ready' });
      expect(webReady.json().data).toMatchObject({ role: 'web', queue: 'elsewhere' });
    } finally {
      await worker.close();
      await web.close();
    }
  });

  it('answers 503 naming both key ids when the secrets key cannot open the stored signing key', async () => {
    // The signing key the seed made is sealed again under a key this instance does not have.
    const [row] = (await t.database.db.executeSql('SELECT kid FROM identity_signing_keys', [])).rows;
    const kid = String(row?.kid);
    const stranger = createSecrets({ key: Buffer.alloc(32, 3), previousKeys: [], keyFile: '/tmp/unused/none.json' });
    const original = await t.database.db.executeSql('SELECT private_jwk FROM identity_signing_keys WHERE kid = $1', [
      kid,
    ]);
    await t.database.db.executeSql('UPDATE identity_signing_keys SET private_jwk = $1 WHERE kid = $2', [
      stranger.encrypt('{}', `identity.signing-key:${kid}`),
      kid,
    ]);
    // A new instance on this database: it reads the key table afresh.
    const app = await buildApp({
      config: t.config,
      db: t.database.db,
      services: createServices(t.database.db, t.config),
      queue: runningQueue,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toContain(`cannot decrypt the identity signing key ${kid}`);
      expect(res.json().message).toContain(`sealed with secrets key ${stranger.currentKeyId}`);
      expect(res.json().message).toContain(t.services.secrets.currentKeyId);
    } finally {
      await app.close();
      await t.database.db.executeSql('UPDATE identity_signing_keys SET private_jwk = $1 WHERE kid = $2', [
        original.rows[0]?.private_jwk,
        kid,
      ]);
    }
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
    const broken = await createTestApp({ deps: { queue: runningQueue } });
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
