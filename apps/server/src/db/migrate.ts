import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database, Orm } from './database';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const MIGRATION_LOCK_ID = 727_001;

/**
 * Applies every committed SQL migration not yet applied, then runs `then` (first-boot data: the
 * seed and the bootstrap admin), all under one cluster-wide lock, so instances started together
 * take turns and each finds the work of the one before it done. `folder` defaults to the committed
 * migrations (tests pass a copy cut short to migrate partway).
 */
export async function migrate(
  db: Database,
  options: { folder?: string; then?: () => Promise<void> } = {},
): Promise<void> {
  await db.exclusive(MIGRATION_LOCK_ID, async (session: Orm) => {
    const config = { migrationsFolder: options.folder ?? migrationsFolder };
    if (db.kind === 'pglite') await migratePglite(session as unknown as PgliteDatabase, config);
    else await migrateNodePg(session as unknown as NodePgDatabase, config);
    await options.then?.();
  });
}

/**
 * How many committed migrations the database has not applied. The committed hashes are read from
 * disk on the first call only; later calls are one or two queries.
 */
export function createMigrationCheck(db: Database): () => Promise<number> {
  let committed: Set<string> | undefined;
  return async () => {
    committed ??= new Set(readMigrationFiles({ migrationsFolder }).map((m) => m.hash));
    const exists = await db.executeSql("SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present", []);
    if (exists.rows[0]?.present !== true) return committed.size;
    const applied = await db.executeSql('SELECT hash FROM drizzle.__drizzle_migrations', []);
    const hashes = new Set(applied.rows.map((row) => String(row.hash)));
    return [...committed].filter((hash) => !hashes.has(hash)).length;
  };
}

/** Number of committed migrations that the database has not recorded as applied. */
export function pendingMigrationCount(db: Database): Promise<number> {
  return createMigrationCheck(db)();
}

/** The committed migrations, oldest first: tag and the time drizzle records for each when applied. */
export function committedMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** How many migrations the database records as applied, and the newest one's time (0 when none). */
export async function appliedMigrations(db: Database): Promise<{ count: number; latestAt: number }> {
  const exists = await db.executeSql("SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present", []);
  if (exists.rows[0]?.present !== true) return { count: 0, latestAt: 0 };
  const result = await db.executeSql(
    'SELECT count(*)::int AS count, coalesce(max(created_at), 0)::float8 AS latest FROM drizzle.__drizzle_migrations',
    [],
  );
  return { count: Number(result.rows[0]?.count ?? 0), latestAt: Number(result.rows[0]?.latest ?? 0) };
}
