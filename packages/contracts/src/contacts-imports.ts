import { z } from 'zod';
import { tagSchema, CONTACT_LIMITS, CONTACT_MESSAGES } from './contacts';
import { defineEndpoint } from './endpoint';
import { idField, textField } from './fields';

/** CSV import of contacts (docs/decisions/2026-11-23-contacts.md): limits and every message. */
export const IMPORT_LIMITS = { bytes: 5 * 1024 * 1024, rows: 50_000, previewRows: 5, listedProblems: 500 } as const;

export const IMPORT_MESSAGES = {
  notFound: 'Import not found.',
  fileMissing: 'Choose a CSV file to import.',
  fileEmpty: 'The file is empty. Choose a CSV file with a header row and at least one contact.',
  fileTooLarge: 'The file is larger than 5 MB. Split it into smaller files and import each one.',
  tooManyRows: 'The file has more than 50,000 contacts. Split it into smaller files and import each one.',
  noRows: 'The file has a header row but no contacts below it.',
  notCsv: (line: number, problem: string) => `The file could not be read as CSV: ${problem} on line ${line}.`,
  blankHeader: (column: number) => `Column ${column} of the header row has no name. Name every column, then try again.`,
  duplicateHeader: (name: string) => `The header row names the column "${name}" twice. Give each column its own name.`,
  emailColumn: 'Choose the column that holds the email addresses.',
  unknownColumn: (name: string) => `The file has no column named "${name}".`,
  columnTwice: (name: string) =>
    `The column "${name}" is chosen for two fields. Choose a different column for each field.`,
  fileName: 'File name must be at most 200 characters',
  rowEmailEmpty: 'The email cell is empty',
  rowEmailInvalid: (value: string) => `"${value}" is not a valid email address`,
  rowTooLong: (field: string) => `${field} is longer than ${CONTACT_LIMITS.nameLength} characters`,
  rowTag: (tag: string) => `The tag "${tag}" is not valid (1 to 40 characters, tags separated by commas or semicolons)`,
  rowTooManyTags: `The row has more than ${CONTACT_LIMITS.tags} tags`,
  failed:
    'The import stopped because of a server error. Nothing after the last saved row was imported; start it again to finish.',
} as const;

/** Which header each contact field reads; only `email` is required. */
export const columnMappingSchema = z.object({
  email: z.string({ error: IMPORT_MESSAGES.emailColumn }).min(1, IMPORT_MESSAGES.emailColumn),
  firstName: z.string().nullable().default(null),
  lastName: z.string().nullable().default(null),
  tags: z.string().nullable().default(null),
});
export type ColumnMapping = z.output<typeof columnMappingSchema>;
export type MappedField = keyof ColumnMapping;

export const MAPPED_FIELD_LABELS: Record<MappedField, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  tags: 'Tags',
};

const HEADER_HINTS: Record<MappedField, RegExp> = {
  email: /^(e-?mail|e-?mail ?address|email_address|mail)$/,
  firstName: /^(first ?name|first_name|firstname|given ?name|forename|first)$/,
  lastName: /^(last ?name|last_name|lastname|surname|family ?name|last)$/,
  tags: /^(tags?|labels?|groups?)$/,
};

/** The mapping a header row suggests (case and spacing ignored); a field with no match stays unmapped. */
export function suggestMapping(headers: readonly string[]): { [K in MappedField]: string | null } {
  const pick = (field: MappedField) =>
    headers.find((header) => HEADER_HINTS[field].test(header.trim().toLowerCase().replace(/\s+/g, ' '))) ?? null;
  return { email: pick('email'), firstName: pick('firstName'), lastName: pick('lastName'), tags: pick('tags') };
}

/** The problems of a mapping against a header row, as [field, message] pairs (none: usable). */
export function mappingProblems(mapping: { [K in MappedField]?: string | null }, headers: readonly string[]) {
  const problems: [MappedField, string][] = [];
  const seen = new Set<string>();
  for (const field of Object.keys(MAPPED_FIELD_LABELS) as MappedField[]) {
    const column = mapping[field];
    if (!column) {
      if (field === 'email') problems.push([field, IMPORT_MESSAGES.emailColumn]);
      continue;
    }
    if (!headers.includes(column)) problems.push([field, IMPORT_MESSAGES.unknownColumn(column)]);
    else if (seen.has(column)) problems.push([field, IMPORT_MESSAGES.columnTwice(column)]);
    seen.add(column);
  }
  return problems;
}

/** The UTF-8 size of a text, as the file it was read from (both the server and the browser use it). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00 && i + 1 < text.length) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

const csvField = z
  .string({ error: IMPORT_MESSAGES.fileMissing })
  .max(IMPORT_LIMITS.bytes, IMPORT_MESSAGES.fileTooLarge)
  .refine((text) => utf8Bytes(text) <= IMPORT_LIMITS.bytes, IMPORT_MESSAGES.fileTooLarge)
  .refine((text) => text.trim().length > 0, IMPORT_MESSAGES.fileEmpty);

export const importPreviewBodySchema = z.object({ csv: csvField });

export const importPreviewSchema = z.object({
  headers: z.array(z.string()),
  /** The first rows, cells in header order. */
  rows: z.array(z.array(z.string())),
  totalRows: z.number().int(),
  suggested: z.object({
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    tags: z.string().nullable(),
  }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const startImportSchema = z.object({
  csv: csvField,
  fileName: textField({ label: 'File name', max: 200, tooLong: IMPORT_MESSAGES.fileName }).default(''),
  mapping: columnMappingSchema,
  /** The list every imported contact joins (optional). */
  listId: idField(CONTACT_MESSAGES.unknownLists).nullable().default(null),
  /** Tags every imported contact gets, besides its row's own. */
  tags: z.array(tagSchema).max(CONTACT_LIMITS.tags, `Add at most ${CONTACT_LIMITS.tags} tags`).default([]),
});
export type StartImport = z.input<typeof startImportSchema>;

export const importStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const importRowProblemSchema = z.object({
  /** The row's line number in the file, the header being row 1. */
  row: z.number().int(),
  email: z.string(),
  reason: z.string(),
});
export type ImportRowProblem = z.infer<typeof importRowProblemSchema>;

export const contactImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  status: importStatusSchema,
  listId: z.number().int().nullable(),
  total: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Rows repeating an address found earlier in the file (skipped). */
  duplicates: z.number().int(),
  invalid: z.number().int(),
  /** Addresses on the suppression list: imported, but kept unsubscribed / bounced / complained. */
  suppressed: z.number().int(),
  /** The first 500 duplicate and invalid rows, by row number. */
  duplicateRows: z.array(importRowProblemSchema),
  invalidRows: z.array(importRowProblemSchema),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type ContactImport = z.infer<typeof contactImportSchema>;

/** Reads the file and answers its header, first rows, row count and a suggested mapping (nothing is saved). */
export const previewContactImport = defineEndpoint({
  method: 'POST',
  path: '/api/v1/contacts/imports/preview',
  body: importPreviewBodySchema,
  response: importPreviewSchema,
});

/** Checks the file and mapping, saves the import and queues its background job. */
export const startContactImport = defineEndpoint({
  method: 'POST',
  path: '/api/v1/contacts/imports',
  body: startImportSchema,
  response: contactImportSchema,
});

export const getContactImport = defineEndpoint({
  method: 'GET',
  path: '/api/v1/contacts/imports/:id',
  params: z.object({ id: idField(IMPORT_MESSAGES.notFound) }),
  response: contactImportSchema,
});
