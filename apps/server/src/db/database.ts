import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { lockEmbeddedDatabase } from './embedded-lock';
import * as schema from './schema';

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** A database connection (PGlite or PostgreSQL) with the ORM and the raw access the job queue needs. */
export interface Database {
  kind: 'pglite' | 'postgres';
  /** The embedded client, when kind is 'pglite' (the job queue adapts it itself). */
  pglite?: PGlite;
  orm: Orm;
  /** Raw SQL, shaped as pg-boss's `db.executeSql` expects. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Runs `fn` while holding a cluster-wide lock (one instance migrates at a time). */
  exclusive<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * PGlite in `dataDir` (one process at a time: see embedded-lock.ts, which throws
 * EmbeddedDatabaseInUseError while another holds it), or in memory without one.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (!dataDir) return wrapPglite(await PGlite.create());
  const dir = path.join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const release = lockEmbeddedDatabase(dataDir);
  try {
    const database = wrapPglite(await PGlite.create(dir));
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** The Database over an open PGlite client (tests open theirs from a migrated dump). */
export function wrapPglite(client: PGlite): Database {
  return {
    kind: 'pglite',
    pglite: client,
    orm: drizzlePglite({ client, schema }) as unknown as Orm,
    async executeSql(text, values) {
      // PGlite is one connection: parameterised statements go through query(), scripts through exec().
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    // One embedded connection per process: there is no other instance to exclude.
    exclusive: (_lockId, fn) => fn(),
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string, maxConnections = 10): Database {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle connection closed by the server (restart, failover, an operator, a dropped test database)
  // is removed from the pool by pg and the next query opens a new one; without a listener the
  // 'error' event would end the process.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    orm: drizzlePg({ client: pool, schema }) as unknown as Orm,
    async executeSql(text, values) {
      const result = await pool.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
    async exclusive(lockId, fn) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [lockId]);
        return await fn();
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

/** DATABASE_URL set: PostgreSQL; unset: PGlite stored under DATA_DIR. */
export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
