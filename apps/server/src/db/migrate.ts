import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const MIGRATION_LOCK_ID = 727_001;

/**
 * Applies every committed SQL migration not yet applied; safe to run from several instances.
 * `folder` defaults to the committed migrations (tests pass a copy cut short to migrate partway).
 */
export async function migrate(db: Database, folder: string = migrationsFolder): Promise<void> {
  await db.exclusive(MIGRATION_LOCK_ID, async () => {
    if (db.kind === 'pglite') {
      await migratePglite(db.orm as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      await migrateNodePg(db.orm as unknown as NodePgDatabase, { migrationsFolder: folder });
    }
  });
}

/** Number of committed migrations that the database has not recorded as applied. */
export async function pendingMigrationCount(db: Database): Promise<number> {
  const committed = readMigrationFiles({ migrationsFolder });
  const exists = await db.executeSql("SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present", []);
  if (exists.rows[0]?.present !== true) return committed.length;
  const applied = await db.executeSql('SELECT hash FROM drizzle.__drizzle_migrations', []);
  const hashes = new Set(applied.rows.map((row) => String(row.hash)));
  return committed.filter((m) => !hashes.has(m.hash)).length;
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
