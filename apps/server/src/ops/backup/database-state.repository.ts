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

  /**
   * Renames every schema but the system ones to `<name>_before_restore_<suffix>` and makes `public`
   * again: an empty database to restore into, with what it held kept until the operator drops it.
   * Resolves the new names.
   */
  async setAside(db: Database, suffix: string): Promise<string[]> {
    const result = await db.executeSql(
      `SELECT nspname AS name FROM pg_namespace
        WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND nspname NOT LIKE 'pg_temp_%'
          AND nspname NOT LIKE 'pg_toast_temp_%' AND nspname NOT LIKE '%_before_restore_%'`,
      [],
    );
    const names = result.rows.map((row) => String(row.name));
    for (const name of names)
      await db.executeSql(`ALTER SCHEMA "${name}" RENAME TO "${name}_before_restore_${suffix}"`, []);
    await db.executeSql('CREATE SCHEMA IF NOT EXISTS public', []);
    return names.map((name) => `${name}_before_restore_${suffix}`);
  },

  /** Undoes `setAside` after a restore that failed (and so left nothing behind). */
  async putBack(db: Database, setAside: string[]): Promise<void> {
    await db.executeSql('DROP SCHEMA IF EXISTS public CASCADE', []);
    for (const name of setAside) {
      await db.executeSql(`ALTER SCHEMA "${name}" RENAME TO "${name.replace(/_before_restore_.*$/, '')}"`, []);
    }
  },
};
