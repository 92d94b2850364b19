import { z } from 'zod';
import { MAX_ID } from './fields';

/**
 * A keyset page cursor (docs/decisions/2026-11-23-demo-data-and-keyset-pagination.md): the last row's
 * sort instant, to the microsecond in UTC, and its id, as `2026-11-23T14:25:00.123456Z_812`. The next
 * page is the rows strictly after that pair in the list's order.
 */
export interface KeysetCursor {
  at: string;
  id: number;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([1-9]\d{0,9})$/;

/** The cursor in a well-formed text (check it with keysetCursorField first). */
export function parseKeysetCursor(text: string): KeysetCursor {
  const [, at, id] = CURSOR.exec(text) ?? [];
  return { at: at ?? '', id: Number(id) };
}

/** A cursor from a query string, parsed; anything else gets `message`. */
export function keysetCursorField(message: string) {
  return z
    .string({ error: message })
    .regex(CURSOR, message)
    .transform(parseKeysetCursor)
    .refine((cursor) => cursor.id <= MAX_ID && !Number.isNaN(Date.parse(cursor.at)), message);
}
