import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabaseOrExit } from './db/open-or-exit';
import { migrate } from './db/migrate';
import { housekeepingJob, pruneMaintenanceHistory } from './jobs/housekeeping.job';
import { startQueue } from './jobs/queue';
import { createServices, ensureBootstrapAdmin, seedDatabase } from './services';
import { createLogger } from './lib/logger';
import { createPageRenderer } from './web/page-renderer';
import { loadStaticAssets } from './web/static-assets';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const log = createLogger(config.logLevel);
if (!existsSync(path.join(config.webDistDir, 'server/entry-server.js'))) {
  fail(`The web app is not built in ${config.webDistDir}. Run "npm run build" first.`);
}

const db = await openDatabaseOrExit(config);
try {
  await migrate(db);
} catch (error) {
  const where = config.databaseUrl ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${config.dataDir}`;
  fail(`Could not prepare the database (${where}): ${(error as Error).message}`);
}
const services = createServices(db, config, { logger: log });
await seedDatabase(services);
try {
  await ensureBootstrapAdmin(services, config);
} catch (error) {
  fail(`Could not create the admin account from ADMIN_EMAIL: ${(error as Error).message}`);
}

const modules = services.modules;
const queue = await startQueue(
  db,
  [
    housekeepingJob(db.orm, [pruneMaintenanceHistory, ...modules.flatMap((module) => module.cleanups ?? [])]),
    ...modules.flatMap((module) => module.jobs?.() ?? []),
  ],
  log,
);
services.domainEvents.attach(queue);
const web = {
  assets: await loadStaticAssets(path.join(config.webDistDir, 'client')),
  pages: await createPageRenderer({
    webDistDir: config.webDistDir,
    services,
    publicUrl: config.publicUrl,
  }),
};
const app = await buildApp({ config, db, services, queue, web, logger: log });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
  const force = setTimeout(() => {
    log.error('shutdown took longer than 20 s; exiting');
    process.exit(1);
  }, 20_000);
  force.unref();
  try {
    await app.close();
    await services.domainEvents.close();
    await queue.stop();
    for (const module of modules) await module.close?.();
    await db.close();
    log.info('stopped');
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
log.info(`${config.publicUrl} is ready (${db.kind} database)`);
