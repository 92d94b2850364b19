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

/** RFC 4180 text with CRLF line ends and a UTF-8 byte-order mark so spreadsheets read accents right. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
