import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, PGLITE_OPTIONS, wrapPglite, type Database } from '../src/db/database';
import { migrate, migrationsFolder } from '../src/db/migrate';
import './database-template.global';

export interface TestDatabase {
  db: Database;
  /** Closes the connection and drops the database (PostgreSQL). */
  dispose(): Promise<void>;
}

/** TEST_DATABASE_URL unset: in-memory PGlite. Set: a fresh PostgreSQL database, dropped afterwards. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * A migrated copy of the run's template (database-template.global.ts) unless `migrated: false`, which
 * gives an empty database for the migration tests. Without a template (a file run outside the server
 * project), the migrations run here.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const fromTemplate = options.migrated !== false;
  let testDb: TestDatabase;
  let migrated = false;
  if (!testDatabaseUrl) {
    const dump = fromTemplate ? inject('pgliteTemplate') : '';
    const db = dump
      ? wrapPglite(await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([readFileSync(dump)]) }))
      : await openPglite(undefined);
    migrated = Boolean(dump);
    testDb = { db, dispose: () => db.close() };
  } else {
    const template = fromTemplate ? inject('postgresTemplate') : '';
    const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    await admin.end();
    migrated = Boolean(template);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    const db = openPostgres(url.href);
    testDb = {
      db,
      async dispose() {
        // A test may have closed the pool already; the database is dropped either way.
        await db.close().catch(() => undefined);
        const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  if (fromTemplate && !migrated) await migrate(testDb.db);
  return testDb;
}

/**
 * Applies the committed migrations before the one whose tag ends with `name` (e.g.
 * "_segment_speed"): the database as the release before it left it. Throws when no
 * committed migration has that name or it is the first.
 */
export async function migrateBefore(db: Database, name: string): Promise<void> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(name));
  const previous = journal.entries[index - 1];
  if (index < 0 || !previous) throw new Error(`No committed migration after another is named ${name}.`);
  await migrateThrough(db, previous.tag);
}

/**
 * Applies the committed migrations up to and including the one tagged `tag` (e.g.
 * "0006_domain_events"), from a copy of the folder whose journal stops there; a later `migrate`
 * applies the rest, as a deployment would.
 */
export async function migrateThrough(db: Database, tag: string): Promise<void> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`No committed migration is tagged ${tag}.`);
  const entries = journal.entries.slice(0, end + 1);
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  try {
    mkdirSync(path.join(folder, 'meta'));
    writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) {
      copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    await migrate(db, { folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
