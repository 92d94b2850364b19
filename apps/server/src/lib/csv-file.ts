import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@meridian/contracts/contacts-imports';
import { parse } from 'csv-parse/sync';
import { AppError } from './app-error';

/** One data row of a CSV file: its line number (the header is line 1) and its cells. */
export interface CsvRow {
  line: number;
  cells: string[];
}

export interface CsvFile {
  headers: string[];
  rows: CsvRow[];
}

const PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quote is followed by text instead of a separator',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quote is followed by text instead of a separator',
  CSV_MAX_RECORD_SIZE: 'a row is longer than 64 KB',
};

/** Comma, semicolon (spreadsheets in many locales) or tab: whichever the header line uses most. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function unprocessable(message: string): AppError {
  return new AppError('VALIDATION', message, [{ path: 'csv', message }]);
}

/**
 * Reads an uploaded CSV file: a header row, then one contact per row. Blank lines are skipped, short
 * rows are padded; every refusal is a 422 whose message names the problem (and its line).
 */
export function readCsvFile(text: string): CsvFile {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') throw unprocessable(IMPORT_MESSAGES.fileEmpty);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(body, {
      delimiter: delimiterOf(body),
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: 65_536,
    }) as never;
  } catch (error) {
    const { code, lines } = error as { code?: string; lines?: number };
    throw unprocessable(
      IMPORT_MESSAGES.notCsv(lines ?? 1, PROBLEMS[code ?? ''] ?? 'the text is not comma-separated values'),
    );
  }
  const [header, ...data] = records;
  if (!header) throw unprocessable(IMPORT_MESSAGES.fileEmpty);
  const headers = header.record.map((cell) => cell.trim());
  const blank = headers.findIndex((name) => name === '');
  if (blank >= 0) throw unprocessable(IMPORT_MESSAGES.blankHeader(blank + 1));
  const twice = headers.find((name, i) => headers.indexOf(name) !== i);
  if (twice) throw unprocessable(IMPORT_MESSAGES.duplicateHeader(twice));
  const rows = data
    .map(({ record, info }) => ({ line: info.lines, cells: headers.map((_, i) => (record[i] ?? '').trim()) }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
  if (rows.length === 0) throw unprocessable(IMPORT_MESSAGES.noRows);
  if (rows.length > IMPORT_LIMITS.rows) throw unprocessable(IMPORT_MESSAGES.tooManyRows);
  return { headers, rows };
}
