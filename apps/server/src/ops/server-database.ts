import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/database';
import { pendingMigrationCount } from '../db/migrate';
import { createServices, type Services } from '../services';

/** Where PGlite keeps the embedded database under DATA_DIR (db/database.ts). */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * The embedded database belongs to one process at a time: PGlite writes `postmaster.pid` while it
 * is open and removes it on a clean close.
 */
export function assertEmbeddedDatabaseClosed(dataDir: string): void {
  if (!existsSync(path.join(embeddedDatabaseDir(dataDir), 'postmaster.pid'))) return;
  throw new Error(
    `The embedded database in ${embeddedDatabaseDir(dataDir)} is open in another process. Stop the server ` +
      'first (Ctrl+C or SIGTERM). If no server runs, the last one did not stop cleanly: start it once and stop it.',
  );
}

/**
 * The server's database (DATABASE_URL, else the embedded one in DATA_DIR) and its services, for a
 * command that works on what a running server stores. Unless `migrated: false` (a backup taken
 * before an upgrade), refuses a database that lacks migrations: the command would not know its tables.
 */
export async function openServerDatabase(
  config: Config,
  options: { migrated?: boolean } = {},
): Promise<{ db: Database; services: Services }> {
  if (!config.databaseUrl) assertEmbeddedDatabaseClosed(config.dataDir);
  const db = await openDatabase(config);
  try {
    const pending = options.migrated === false ? 0 : await pendingMigrationCount(db);
    if (pending > 0) {
      throw new Error(
        `The database has ${pending} migration(s) this version has not applied: start the server once (or run ` +
          '"npm run db:migrate"), then run this command again.',
      );
    }
    return { db, services: createServices(db, config) };
  } catch (error) {
    await db.close();
    throw error;
  }
}
