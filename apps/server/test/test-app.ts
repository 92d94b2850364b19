import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createServices, seedDatabase, type Services } from '../src/services';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: '/tmp/unused', ...env });
}

/**
 * The real app on a real, migrated and seeded database. `prepare` may add routes before the app
 * is ready (infrastructure tests use it for probe routes).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    deps?: Partial<AppDeps>;
    prepare?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const services = createServices(database.db);
  await seedDatabase(services);
  const config = testConfig(options.env);
  const app = await buildApp({ config, db: database.db, services, ...options.deps }).catch(async (error: unknown) => {
    await database.dispose();
    throw error;
  });
  try {
    options.prepare?.(app);
    await app.ready();
  } catch (error) {
    await app.close();
    await database.dispose();
    throw error;
  }
  return {
    app,
    services,
    database,
    config,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
