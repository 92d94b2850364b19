import { getTableColumns, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/database';

/** Rows per statement: every column travels as one array parameter, so this bounds memory only. */
const CHUNK = 5_000;

function* chunks<T>(rows: readonly T[]): Generator<T[]> {
  for (let at = 0; at < rows.length; at += CHUNK) yield rows.slice(at, at + CHUNK);
}

/** The column's value as PostgreSQL text input (the column's own driver mapping, then text). */
function asText(column: PgColumn, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const mapped: unknown = column.mapToDriverValue(value);
  return typeof mapped === 'string' ? mapped : String(mapped);
}

/**
 * One `INSERT … SELECT … FROM unnest(…)` per chunk: each column is one text[] parameter cast back to
 * its type, so a statement carries thousands of rows with a handful of parameters. Columns no row
 * sets are left to their defaults; a column set by some rows only is null in the others.
 */
function insertStatement<T extends PgTable>(table: T, rows: readonly InferInsertModel<T>[], returning?: PgColumn) {
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => present.has(key));
  const arrays = columns.map(([key, column]) =>
    rows.map((row) => asText(column, (row as Record<string, unknown>)[key])),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const casts = sql.join(
    columns.map(([, column], i) => sql`${sql.identifier(`c${i}`)}::${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const params = sql.join(
    arrays.map((values) => sql`${sql.param(values)}::text[]`),
    sql`, `,
  );
  const aliases = sql.join(
    columns.map((_, i) => sql.identifier(`c${i}`)),
    sql`, `,
  );
  const tail = returning ? sql` returning ${sql.identifier(returning.name)} as id` : sql``;
  return sql`insert into ${table} (${names}) select ${casts} from unnest(${params}) as u(${aliases})${tail}`;
}

/** Inserts `rows` on `db` (the demo's transaction) in bulk. */
export async function insertRows<T extends PgTable>(db: Orm, table: T, rows: readonly InferInsertModel<T>[]) {
  for (const chunk of chunks(rows)) await db.execute(insertStatement(table, chunk));
}

/**
 * The same, answering each row's serial id in the order of `rows`: unnest hands the rows over in
 * array order and the serial is drawn in that order, so the ids ascending match the rows.
 */
export async function insertReturningIds<T extends PgTable>(
  db: Orm,
  table: T,
  id: PgColumn,
  rows: readonly InferInsertModel<T>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows)) {
    const result = (await db.execute(insertStatement(table, chunk, id))) as unknown as { rows: { id: number }[] };
    if (result.rows.length !== chunk.length)
      throw new Error(`insert answered ${result.rows.length} of ${chunk.length}`);
    ids.push(...result.rows.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}
