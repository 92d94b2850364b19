import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';

export interface TestDatabase {
  db: Database;
  /** Closes the connection and drops the database (PostgreSQL). */
  dispose(): Promise<void>;
}

/** TEST_DATABASE_URL unset: in-memory PGlite. Set: a fresh PostgreSQL database, dropped afterwards. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  let testDb: TestDatabase;
  if (!testDatabaseUrl) {
    const db = await openPglite(undefined);
    testDb = { db, dispose: () => db.close() };
  } else {
    const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
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
  if (options.migrated !== false) await migrate(testDb.db);
  return testDb;
}
