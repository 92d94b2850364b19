import { openDatabase, type Database } from './database';
import { EmbeddedDatabaseInUseError } from './embedded-lock';

/**
 * The database for the server's start and the commands (`npm run cli`, `seed:demo`, `db:migrate`):
 * while another process holds the embedded one, its message and exit code 1, not a stack trace.
 */
export async function openDatabaseOrExit(
  options: Parameters<typeof openDatabase>[0],
  hint?: string,
): Promise<Database> {
  try {
    return await openDatabase(options);
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
    console.error(hint ? `${error.message}\n${hint}` : error.message);
    process.exit(1);
  }
}
