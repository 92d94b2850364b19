import type { Database } from '../../db/database';

/** What backup and restore ask of the database itself (system catalogs), on PostgreSQL or PGlite. */
export const databaseStateRepository = {
  async serverVersion(db: Database): Promise<{ text: string; major: number }> {
    const result = await db.executeSql(
      "SELECT current_setting('server_version') AS text, current_setting('server_version_num')::int AS num",
      [],
    );
    const row = result.rows[0] ?? {};
    return { text: String(row.text), major: Math.floor(Number(row.num) / 10_000) };
  },

  /** Tables outside the system schemas: 0 for a database nothing has been stored in. */
  async tableCount(db: Database): Promise<number> {
    const result = await db.executeSql(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
      [],
    );
    return Number(result.rows[0]?.n ?? 0);
  },

  /** Other sessions on this database (running servers): a restore must not pull it from under them. */
  async otherConnections(db: Database): Promise<number> {
    const result = await db.executeSql(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      [],
    );
    return Number(result.rows[0]?.n ?? 0);
  },

  /** Drops every schema but the system ones, then makes `public` again: an empty database to restore into. */
  async dropEverything(db: Database): Promise<void> {
    const result = await db.executeSql(
      `SELECT nspname AS name FROM pg_namespace
        WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND nspname NOT LIKE 'pg_temp_%'
          AND nspname NOT LIKE 'pg_toast_temp_%'`,
      [],
    );
    for (const row of result.rows) await db.executeSql(`DROP SCHEMA "${String(row.name)}" CASCADE`, []);
    await db.executeSql('CREATE SCHEMA public', []);
  },
};
