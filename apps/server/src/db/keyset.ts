import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { parseKeysetCursor, type KeysetCursor } from '@meridian/contracts/keyset-cursor';

/**
 * Keyset pagination over `(instant, id)` newest first (docs/decisions/2026-11-23-demo-data-and-keyset-pagination.md).
 * The cursor carries the instant to the microsecond, as PostgreSQL stores it: a millisecond `Date`
 * would skip or repeat rows registered within the same millisecond.
 */
export const keyset = {
  /** The row's cursor text, `<instant, µs, UTC>_<id>`; select it beside each row. */
  cursorOf(at: PgColumn, id: PgColumn): SQL<string> {
    return sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${id}`;
  },

  /** Rows after `cursor` in `order by at desc, id desc` (a row-value comparison an index on (…, at, id) serves). */
  after(at: PgColumn, id: PgColumn, cursor: KeysetCursor | undefined): SQL | undefined {
    return cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::int)` : undefined;
  },
};

/** A page of a keyset list as its endpoint answers it. */
export interface KeysetPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** Every page of a keyset list in order, each read when the one before was used (an export streams them). */
export async function* everyPage<T>(
  read: (after: KeysetCursor | undefined) => Promise<KeysetPage<T>>,
): AsyncGenerator<T[]> {
  let after: KeysetCursor | undefined;
  for (;;) {
    const page = await read(after);
    yield page.items;
    if (!page.nextCursor) return;
    after = parseKeysetCursor(page.nextCursor);
  }
}
