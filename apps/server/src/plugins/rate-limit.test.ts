import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { PUBLIC } from '../lib/access';
import { createServices } from '../services';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { pruneRateLimitCounters } from './rate-limit';

/** Another instance of the app on the same database (or the same Redis). */
async function instance(t: TestApp, env: Record<string, string>, path: string): Promise<FastifyInstance> {
  const config = testConfig(env);
  const app = await buildApp({ config, db: t.database.db, services: createServices(t.database.db, config) });
  limitedRoute(app, path);
  return app;
}

/** A probe route limited to 3 calls a minute per client. */
function limitedRoute(app: FastifyInstance, path: string): void {
  app.get(path, { config: { access: PUBLIC, rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
}

async function statuses(apps: FastifyInstance[], path: string, calls: number): Promise<number[]> {
  const seen: number[] = [];
  for (let call = 0; call < calls; call += 1) {
    const res = await apps[call % apps.length]!.inject({ method: 'GET', url: path, remoteAddress: '198.51.100.7' });
    seen.push(res.statusCode);
  }
  return seen;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ prepare: (app) => limitedRoute(app, '/probe/db') });
});
afterAll(() => t.close());

describe('shared rate limits', () => {
  it('counts the calls of every instance on the database together', async () => {
    const second = await instance(t, {}, '/probe/db');
    try {
      expect(await statuses([t.app, second], '/probe/db', 5)).toEqual([200, 200, 200, 429, 429]);
      const refused = await second.inject({ method: 'GET', url: '/probe/db', remoteAddress: '198.51.100.7' });
      expect(refused.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds? and try again\.$/);
      // Another client has its own window.
      const other = await t.app.inject({ method: 'GET', url: '/probe/db', remoteAddress: '198.51.100.8' });
      expect(other.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('starts a new window when the old one ended, and housekeeping removes ended windows', async () => {
    await t.database.db.executeSql("UPDATE rate_limit_counters SET reset_at = now() - interval '2 hours'", []);
    expect(await statuses([t.app], '/probe/db', 1)).toEqual([200]);
    expect(await pruneRateLimitCounters.run(t.database.db.orm)).toBe(1);
  });

  it('keeps the counters in Redis when REDIS_URL is set', async () => {
    const path = `/probe/redis-${randomUUID()}`;
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const [first, second] = [await instance(t, env, path), await instance(t, env, path)];
    try {
      expect(await statuses([first, second], path, 4)).toEqual([200, 200, 200, 429]);
      const rows = await t.database.db.executeSql('SELECT key FROM rate_limit_counters WHERE key LIKE $1', [
        `%${path}%`,
      ]);
      expect(rows.rows).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
