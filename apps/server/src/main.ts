import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createLifecycle } from './core/lifecycle/lifecycle';
import { createMetrics } from './core/metrics/metrics';
import { KICK_CHANNEL } from './core/presence/presence';
import { startTracing } from './core/telemetry/tracing';
import type { Database } from './db/database';
import { openDatabaseOrExit } from './db/open-or-exit';
import { migrate } from './db/migrate';
import { housekeepingJob, pruneMaintenanceHistory } from './jobs/housekeeping.jobs';
import { startQueue } from './jobs/queue';
import { exitOnCrash } from './lib/crash-handlers';
import { createLogger } from './lib/logger';
import { pruneRateLimitCounters } from './plugins/rate-limit';
import { createServices, ensureBootstrapAdmin, seedDatabase } from './services';
import { handleShutdown } from './shutdown';
import { createPageRenderer } from './web/page-renderer';
import { createSharedAssets } from './web/shared-assets';
import { loadStaticAssets, type StaticAsset } from './web/static-assets';

const started = performance.now();

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const log = createLogger(config.logLevel);
exitOnCrash(log);
const tracing = await startTracing(config.observability.tracing);
const servesWeb = config.role !== 'worker';
if (servesWeb && !existsSync(path.join(config.webDistDir, 'server/entry-server.js'))) {
  fail(`The web app is not built in ${config.webDistDir}. Run "npm run build" first.`);
}
// Several instances must open what any of them sealed: a key file belongs to one machine.
if (config.database.url && !config.secrets.key) {
  fail(
    'SECRETS_KEY is required with DATABASE_URL: every instance must seal and open stored secrets (the identity ' +
      'signing key, mailbox passwords) with the same key, and a key file in DATA_DIR belongs to one machine. ' +
      'Make one with: openssl rand -base64 32 (docs/deploy.md, Secrets key).',
  );
}

// The built files are read while the database opens.
const assets = servesWeb ? loadStaticAssets(path.join(config.webDistDir, 'client')) : undefined;
assets?.catch(() => undefined); // a failure surfaces where it is awaited
const db = await openDatabaseOrExit(config);
const lifecycle = createLifecycle(config.role);
const metrics = await createMetrics(Boolean(config.observability.metricsToken));
const services = createServices(db, config, { logger: log, lifecycle, metrics });
try {
  // Migrations, first-boot data and the bootstrap admin run under one lock: instances started
  // together take turns, and each finds the work of the one before it done.
  await migrate(db, {
    then: async () => {
      await seedDatabase(services);
      await ensureBootstrapAdmin(services, config).catch((error: unknown) => {
        fail(`Could not create the admin account from ADMIN_EMAIL: ${(error as Error).message}`);
      });
    },
  });
} catch (error) {
  const where = config.database.url ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${config.dataDir}`;
  fail(`Could not prepare the database (${where}): ${(error as Error).message}`);
}
const secretsProblem = await services.identity.secretsProblem();
if (secretsProblem) fail(secretsProblem);

await services.workers.presence.start();
if (!lifecycle.runsWorkers) services.workers.hub.sendKicksWith(kickSender(db));
const modules = services.modules;
const queue = await startQueue(
  db,
  [
    housekeepingJob(db.orm, [
      pruneMaintenanceHistory,
      pruneRateLimitCounters,
      ...modules.flatMap((module) => module.cleanups ?? []),
    ]),
    ...modules.flatMap((module) => module.jobs?.() ?? []),
  ],
  log,
  { workers: lifecycle.runsWorkers },
);
services.domainEvents.attach(queue);
const web = assets && {
  assets: await assets,
  pages: await createPageRenderer({ webDistDir: config.webDistDir, services, publicUrl: config.publicUrl }),
  // Several instances (PostgreSQL): each build's files stay readable by the others through a deploy.
  ...(config.database.url ? { otherBuilds: await shareBuild(await assets) } : {}),
};
const app = await buildApp({ config, db, services, queue, web, logger: log });
handleShutdown({ app, db, services, queue, tracing, drainSeconds: config.shutdownDrainSeconds, log });

await app.listen({ port: config.port, host: config.host });
// What a stopped process left waiting (mail, campaign messages, events, automation steps) goes now.
services.workers.hub.kickAll();
const seconds = ((performance.now() - started) / 1000).toFixed(2);
const instance = services.workers.presence.id;
log.info(
  `${config.publicUrl} is ready in ${seconds} s (${db.kind} database, role ${config.role}, instance ${instance})`,
);

/** Publishes this build's files to the shared storage (once per build); resolves the lookup of other builds' files. */
async function shareBuild(built: Map<string, StaticAsset>) {
  const shared = createSharedAssets(services.storage);
  const template = readFileSync(path.join(config.webDistDir, 'client/index.html'));
  await shared.publish(built, createHash('sha256').update(template).digest('hex').slice(0, 16));
  return shared.find;
}

/** Web role: a kick goes to the workers as a NOTIFY (each name at most every 50 ms). */
function kickSender(database: Database): (name: string) => void {
  const pending = new Set<string>();
  return (name) => {
    if (pending.has(name)) return;
    pending.add(name);
    setTimeout(() => {
      pending.delete(name);
      database
        .executeSql('SELECT pg_notify($1, $2)', [KICK_CHANNEL, name])
        .catch((error: unknown) => log.warn({ err: error, runner: name }, 'could not send a kick to the workers'));
    }, 50).unref();
  };
}
