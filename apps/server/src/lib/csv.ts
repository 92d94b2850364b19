/** One CSV column: its header and how to read a row's cell. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number;
}

/** Cells that a spreadsheet would run as a formula are prefixed with a quote (OWASP CSV injection). */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const headerLine = <T>(columns: readonly CsvColumn<T>[]) => `\uFEFF${columns.map((c) => cell(c.header)).join(',')}\r\n`;
const rowLines = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]) =>
  rows.map((row) => `${columns.map((c) => cell(c.value(row))).join(',')}\r\n`).join('');

/** RFC 4180 text with CRLF line ends and a UTF-8 byte-order mark so spreadsheets read accents right. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return headerLine(columns) + rowLines(columns, rows);
}

/**
 * The same text in pieces, for a download of any length: the header, then each batch of rows as it
 * is read (a keyset list page by page), so the whole file is never held in memory.
 */
export async function* csvChunks<T>(
  columns: readonly CsvColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): AsyncGenerator<string> {
  yield headerLine(columns);
  for await (const rows of batches) if (rows.length > 0) yield rowLines(columns, rows);
}
