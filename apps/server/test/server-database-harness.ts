import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres } from '../src/db/database';
import { databaseStateRepository } from '../src/ops/backup/database-state.repository';
import { embeddedDatabaseDir } from '../src/ops/server-database';
import { testDatabaseUrl, type TestDatabase } from './test-database';

/**
 * A database where a server keeps it, for tests of the operator commands (which run as child
 * processes and find it through DATABASE_URL or DATA_DIR): an embedded one under a DATA_DIR of its
 * own, or, with TEST_DATABASE_URL, a PostgreSQL database of its own (uploads under the DATA_DIR).
 */
export interface ServerDatabase {
  kind: 'pglite' | 'postgres';
  /** DATABASE_URL (PostgreSQL) and DATA_DIR, as the server and the CLI read them. */
  env: Record<string, string>;
  open(): Promise<TestDatabase>;
  /** True while nothing has been stored: no embedded database in DATA_DIR, or no table in the PostgreSQL one. */
  isEmpty(): Promise<boolean>;
  /** Drops the database and removes DATA_DIR. */
  dispose(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Migrated (a copy of the run's template) or empty (nothing at all: where a restore goes). */
export async function createServerDatabase(options: { migrated: boolean }): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-server-data-'));
  if (!testDatabaseUrl) {
    if (options.migrated) {
      mkdirSync(dataDir, { recursive: true });
      const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
      await (await PGlite.create(embeddedDatabaseDir(dataDir), { loadDataDir: template })).close();
    }
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      async open() {
        const db = await openPglite(dataDir);
        return { db, dispose: () => db.close() };
      },
      isEmpty: async () => !existsSync(embeddedDatabaseDir(dataDir)),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `server_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(
    options.migrated && template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.href, DATA_DIR: dataDir },
    async open() {
      const db = openPostgres(url.href);
      return { db, dispose: () => db.close() };
    },
    async isEmpty() {
      const db = openPostgres(url.href);
      try {
        return (await databaseStateRepository.tableCount(db)) === 0;
      } finally {
        await db.close();
      }
    },
    async dispose() {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
