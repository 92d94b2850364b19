import type { Lifecycle } from '../../core/lifecycle/lifecycle';
import type { Database } from '../../db/database';
import { createMigrationCheck } from '../../db/migrate';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';

export interface ReadyState {
  role: Lifecycle['role'];
  database: 'ok';
  migrations: 'applied';
  secrets: 'ok';
  queue: 'running' | 'elsewhere';
}

const unavailable = (message: string) => new AppError('UNAVAILABLE', message);

/**
 * The readiness check, cheap enough for a probe every second: no file is read and nothing is
 * hashed per call. Once every migration is applied it stays so (migrations only add), so later
 * probes ping the database instead of comparing; the signing key is decrypted once per key.
 */
export function createReadiness(deps: {
  db: Database;
  lifecycle: Lifecycle;
  queue: JobQueue | undefined;
  secretsProblem: () => Promise<string | null>;
}) {
  const pendingMigrations = createMigrationCheck(deps.db);
  let migrated = false;

  async function checkDatabase(): Promise<void> {
    if (migrated) {
      await deps.db.executeSql('SELECT 1', []);
      return;
    }
    const pending = await pendingMigrations();
    if (pending > 0) throw unavailable(`${pending} database migration(s) have not been applied.`);
    migrated = true;
  }

  /** Resolves the state, or throws a 503 AppError naming the first thing that is not ready. */
  return async function ready(log: { warn(details: object, message: string): void }): Promise<ReadyState> {
    if (deps.lifecycle.draining) throw unavailable('This instance is shutting down.');
    try {
      await checkDatabase();
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.warn({ err: error }, 'readiness: database unreachable');
      throw unavailable('The database is not reachable.');
    }
    const problem = await deps.secretsProblem();
    if (problem) throw unavailable(problem);
    const runsQueue = deps.lifecycle.runsWorkers;
    if (runsQueue && !deps.queue?.running) throw unavailable('The job queue is not running.');
    return {
      role: deps.lifecycle.role,
      database: 'ok',
      migrations: 'applied',
      secrets: 'ok',
      queue: runsQueue ? 'running' : 'elsewhere',
    };
  };
}
export type Readiness = ReturnType<typeof createReadiness>;
