import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { startQueue, type JobDefinition, type JobQueue } from '../src/jobs/queue';
import { loadConfig, type Config } from '../src/config';
import { createServices, seedDatabase, type ServiceOptions, type Services } from '../src/services';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: TestDatabase;
  config: Config;
  /** The app's job queue, when the test asked for one with `jobs`. */
  queue: JobQueue | undefined;
  close(): Promise<void>;
}

/** Test settings. argon2 runs with less memory than OWASP's 19 MiB (one test checks the real value). */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: '/tmp/unused',
    // A fixed key for the secrets service, so tests write no key file.
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    ARGON2_MEMORY_KIB: '4096',
    // The booking form's proof-of-work, solved by the test client in a few milliseconds.
    RSVP_CHALLENGE_COST: '1',
    RSVP_CHALLENGE_MAX_COUNTER: '16',
    ...env,
  });
}

/** A DNS resolver that knows no records (every name answers NXDOMAIN, as dns.promises reports it). */
export const noDnsRecords = (name: string): Promise<string[][]> =>
  Promise.reject(Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' }));

/**
 * Host names of senders' SMTP and IMAP servers as tests resolve them: `localhost` is the loopback
 * address, every other name is not found, so no test reaches a provider's server (imap.gmail.com,
 * smtp.office365.com…) or the system's DNS. Tests point mailboxes at local servers by address.
 */
export const loopbackOnlyHosts = async (host: string): Promise<{ address: string; family: number }[]> => {
  if (host === 'localhost') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

/**
 * The real app on a real, migrated and seeded database. `prepare` may add routes before the app
 * is ready (infrastructure tests use it for probe routes).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    deps?: Partial<AppDeps>;
    prepare?: (app: FastifyInstance) => void;
    /** Code sender, clock and logger for the services (identity tests capture codes here). */
    services?: ServiceOptions;
    /** Starts a real pg-boss queue with these jobs and gives it to the app (stopped on close). */
    jobs?: (services: Services) => JobDefinition[];
    /** A database of the test's own (a restored backup), migrated; disposed on close. Default: a fresh copy. */
    database?: TestDatabase;
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = options.database ?? (await createTestDatabase());
  // DNS is outside the project: a sender domain lookup finds no records, and a mailbox server's name
  // resolves only when it is `localhost`, unless a test says otherwise.
  const mailboxes = { resolveTxt: noDnsRecords, resolveHost: loopbackOnlyHosts, ...options.services?.mailboxes };
  const services = createServices(database.db, config, { ...options.services, mailboxes });
  await seedDatabase(services);
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
  const queue: JobQueue | undefined = options.jobs
    ? await startQueue(database.db, options.jobs(services), silent, { pollingIntervalSeconds: 0.5 })
    : undefined;
  const app = await buildApp({ config, db: database.db, services, queue, ...options.deps }).catch(
    async (error: unknown) => {
      await database.dispose();
      throw error;
    },
  );
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
    queue,
    async close() {
      await app.close();
      await queue?.stop();
      await services.mailer.close();
      await services.campaigns.delivery.close();
      await services.automation.runner.close();
      await database.dispose();
    },
  };
}
