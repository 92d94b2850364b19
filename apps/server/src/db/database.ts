import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseSettings } from '../config/runtime';
import { lockEmbeddedDatabase } from './embedded-lock';

/**
 * The query builder every repository takes. Queries name their tables (`*.tables.ts`); drizzle's
 * relational query API (`orm.query`) is not used, so the ORM is built without a schema.
 */
export type Orm = PgDatabase<PgQueryResultHKT>;

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
  /**
   * Runs `fn` while holding a cluster-wide lock (one instance migrates at a time). `fn` gets the
   * lock's own session (PostgreSQL: direct, without the pool's statement and lock timeouts).
   */
  exclusive<T>(lockId: number, fn: (session: Orm) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` unless the named lock is held elsewhere, in which case it is not run and the answer is
   * null. PostgreSQL: a session-level advisory try-lock on a direct connection of its own, so it holds
   * across instances and pool connections for as long as `fn` runs (network reads included);
   * PGlite: one process is the only instance, so the names held by its calls under way.
   */
  tryExclusive<T>(name: string, fn: () => Promise<T>): Promise<{ value: T } | null>;
  /**
   * Opens this process's presence: a session of its own named `meridian:<instanceId>` (other
   * instances read which are alive from pg_stat_activity) that also LISTENs on `channel`. It
   * reconnects when dropped. PGlite: no session (one process), and nothing to listen to.
   */
  openPresence(instanceId: string, channel: string, onNotify: (payload: string) => void): Promise<PresenceSession>;
  /** PostgreSQL: the connection pool's state now (the metrics read it); PGlite has one connection and none. */
  poolState?(): PoolState;
  close(): Promise<void>;
}

export interface PresenceSession {
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

export interface PoolState {
  /** Connections open, busy or idle. */
  open: number;
  idle: number;
  /** Queries waiting for a connection because all `max` are busy. */
  waiting: number;
  max: number;
}

/**
 * How PGlite runs (docs/decisions/2026-11-27-pglite-buffers.md): PostgreSQL's shared buffers live in this process's memory,
 * and PGlite's own default asks for 160 MB of them. One process serving one site reads its pages
 * through the operating system's file cache anyway, so 16 MB of buffers keeps an idle server about
 * 130 MB smaller (measured with process.memoryUsage on a migrated data directory).
 */
export const PGLITE_OPTIONS: { startParams: string[] } = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB'],
};

/**
 * PGlite in `dataDir` (one process at a time: see embedded-lock.ts, which throws
 * EmbeddedDatabaseInUseError while another holds it), or in memory without one.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (!dataDir) return wrapPglite(await PGlite.create({ ...PGLITE_OPTIONS }));
  const dir = path.join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const release = lockEmbeddedDatabase(dataDir);
  try {
    const database = wrapPglite(await PGlite.create(dir, { ...PGLITE_OPTIONS }));
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
  const orm = drizzlePglite({ client }) as unknown as Orm;
  const held = new Set<string>();
  return {
    kind: 'pglite',
    pglite: client,
    orm,
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
    exclusive: (_lockId, fn) => fn(orm),
    async tryExclusive(name, fn) {
      if (held.has(name)) return null;
      held.add(name);
      try {
        return { value: await fn() };
      } finally {
        held.delete(name);
      }
    },
    openPresence: async () => ({ close: async () => undefined }),
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  /** Most connections the pool opens (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** Sent as the connections' statement_timeout and lock_timeout; 0 or unset: the server's default. */
  statementTimeoutMs?: number;
  lockTimeoutMs?: number;
  /** Where the migration lock is taken: a direct connection when DATABASE_URL goes through a transaction pooler. */
  directUrl?: string;
}

/** The timeouts as node-postgres sends them at connect; an unset or 0 one is not sent. */
function timeouts(options: PostgresOptions) {
  return {
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.lockTimeoutMs ? { lock_timeout: options.lockTimeoutMs } : {}),
  };
}

export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    application_name: 'meridian',
    ...timeouts(options),
  });
  // An idle connection closed by the server (restart, failover, an operator, a dropped test database)
  // is removed from the pool by pg and the next query opens a new one; without a listener the
  // 'error' event would end the process.
  pool.on('error', () => undefined);
  /** A connection of its own for a session-level advisory lock, outside the pool. */
  async function lockSession(applicationName: string): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: options.directUrl ?? connectionString,
      application_name: applicationName,
    });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }
  return {
    kind: 'postgres',
    orm: drizzlePg({ client: pool }) as unknown as Orm,
    async executeSql(text, values) {
      // A script of several statements answers one result each: pg-boss reads the last one's rows.
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Record<string, unknown>[] };
    },
    // A session-level advisory lock needs one session from lock to unlock: its own connection, direct
    // to PostgreSQL (a transaction pooler would hand the session to others between statements), with
    // no statement or lock timeout, since it waits for another instance's migrations.
    async exclusive(lockId, fn) {
      const lockClient = await lockSession('meridian migrations');
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [lockId]);
        return await fn(drizzlePg({ client: lockClient }) as unknown as Orm);
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
        await lockClient.end().catch(() => undefined);
      }
    },
    async tryExclusive(name, fn) {
      const lockClient = await lockSession('meridian lock');
      try {
        const taken = await lockClient.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
          [name],
        );
        if (!taken.rows[0]?.locked) return null;
        return { value: await fn() };
      } finally {
        // Ending the session releases its advisory locks.
        await lockClient.end().catch(() => undefined);
      }
    },
    openPresence: (instanceId, channel, onNotify) =>
      openPresenceSession(options.directUrl ?? connectionString, instanceId, channel, onNotify),
    poolState: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
    close: () => pool.end(),
  };
}

/** The presence session: connected, listening, and connected again within a second when it drops. */
async function openPresenceSession(
  connectionString: string,
  instanceId: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<PresenceSession> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  function reconnectSoon(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(reconnectSoon);
    }, RECONNECT_MS);
    retry.unref();
  }
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, application_name: `meridian:${instanceId}` });
    next.on('notification', (message) => onNotify(message.payload ?? ''));
    next.on('error', () => undefined);
    next.on('end', reconnectSoon);
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  }
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** DATABASE_URL set: PostgreSQL with the configured pool; unset: PGlite stored under DATA_DIR. */
export async function openDatabase(config: { database: DatabaseSettings; dataDir: string }): Promise<Database> {
  const { url, ...options } = config.database;
  return url ? openPostgres(url, options) : openPglite(config.dataDir);
}
