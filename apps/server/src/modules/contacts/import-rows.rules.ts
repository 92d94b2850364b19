import { CONTACT_LIMITS } from '@meridian/contracts/contacts';
import { IMPORT_MESSAGES, type ColumnMapping, type ImportRowProblem } from '@meridian/contracts/contacts-imports';
import { EMAIL_PATTERN } from '@meridian/contracts/users';
import { hasControlCharacters } from '@meridian/contracts/fields';
import type { CsvFile } from '../../lib/csv-file';

/** A row that becomes (or updates) a contact. */
export interface ImportRecord {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  tags: string[];
}

export type RowOutcome =
  | { kind: 'record'; record: ImportRecord }
  | { kind: 'invalid' | 'duplicate'; problem: ImportRowProblem };

const TAG = /^[^,]{1,40}$/;

/**
 * Turns the file's rows into contacts by the mapping, in file order: each row is a record, an
 * invalid row (with the reason) or a duplicate of an address met on an earlier row.
 */
export function* rowOutcomes(
  file: CsvFile,
  mapping: ColumnMapping,
  extraTags: readonly string[],
): Generator<RowOutcome> {
  const column = (name: string | null) => (name === null ? -1 : file.headers.indexOf(name));
  const at = {
    email: column(mapping.email),
    first: column(mapping.firstName),
    last: column(mapping.lastName),
    tags: column(mapping.tags),
  };
  const firstLineOf = new Map<string, number>();
  for (const row of file.rows) {
    const cell = (index: number) => (index < 0 ? '' : (row.cells[index] ?? ''));
    const raw = cell(at.email);
    const email = raw.toLowerCase();
    const problem = (reason: string): RowOutcome => ({
      kind: 'invalid',
      problem: { row: row.line, email: raw, reason },
    });
    const reason = rowProblem(raw, cell(at.first), cell(at.last));
    if (reason) {
      yield problem(reason);
      continue;
    }
    const tags = tagsOf(cell(at.tags), extraTags);
    if (typeof tags === 'string') {
      yield problem(tags);
      continue;
    }
    const earlier = firstLineOf.get(email);
    if (earlier !== undefined) {
      yield { kind: 'duplicate', problem: { row: row.line, email: raw, reason: `Same address as row ${earlier}` } };
      continue;
    }
    firstLineOf.set(email, row.line);
    yield {
      kind: 'record',
      record: { line: row.line, email, firstName: cell(at.first), lastName: cell(at.last), tags },
    };
  }
}

function rowProblem(email: string, firstName: string, lastName: string): string | null {
  if (email === '') return IMPORT_MESSAGES.rowEmailEmpty;
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return IMPORT_MESSAGES.rowEmailInvalid(email);
  if (firstName.length > CONTACT_LIMITS.nameLength) return IMPORT_MESSAGES.rowTooLong('First name');
  if (lastName.length > CONTACT_LIMITS.nameLength) return IMPORT_MESSAGES.rowTooLong('Last name');
  return null;
}

/** The row's tags (separated by commas, semicolons or bars) plus the import's own; a string is the problem. */
function tagsOf(cell: string, extra: readonly string[]): string[] | string {
  const own = cell
    .split(/[,;|]/)
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
  const bad = own.find((tag) => !TAG.test(tag) || hasControlCharacters(tag));
  if (bad !== undefined) return IMPORT_MESSAGES.rowTag(bad);
  const tags = [...new Set([...own, ...extra])];
  return tags.length > CONTACT_LIMITS.tags ? IMPORT_MESSAGES.rowTooManyTags : tags;
}
