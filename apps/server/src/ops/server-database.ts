import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/database';
import { pendingMigrationCount } from '../db/migrate';
import type { Services } from '../services';

/** Where PGlite keeps the embedded database under DATA_DIR (db/database.ts). */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * The server's database (DATABASE_URL, else the embedded one in DATA_DIR, which refuses to open while
 * the server holds it: db/embedded-lock.ts) and its services, for a command that works on what a
 * running server stores. Unless `migrated: false` (a backup taken
 * before an upgrade), refuses a database that lacks migrations: the command would not know its tables.
 */
export async function openServerDatabase(
  config: Config,
  options: { migrated?: boolean } = {},
): Promise<{ db: Database; services: Services }> {
  const db = await openDatabase(config);
  try {
    const pending = options.migrated === false ? 0 : await pendingMigrationCount(db);
    if (pending > 0) {
      throw new Error(
        `The database has ${pending} migration(s) this version has not applied: start the server once (or run ` +
          '"npm run db:migrate"), then run this command again.',
      );
    }
    // Loaded only now: a command refused at the door (the embedded lock) answers without building the app.
    const { createServices } = await import('../services');
    return { db, services: createServices(db, config) };
  } catch (error) {
    await db.close();
    throw error;
  }
}
