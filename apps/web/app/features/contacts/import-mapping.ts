import {
  MAPPED_FIELD_LABELS,
  mappingProblems,
  type ImportPreview,
  type MappedField,
} from '@meridian/contracts/contacts-imports';

export type MappingValues = Record<MappedField, string | null>;

export const MAPPED_FIELDS = Object.keys(MAPPED_FIELD_LABELS) as MappedField[];

/** The mapping the wizard opens with: the server's suggestion for the file's header row. */
export function initialMapping(preview: ImportPreview): MappingValues {
  return { ...preview.suggested };
}

/** The mapping's problems by field (the contract's messages), empty when it can be imported. */
export function mappingErrors(
  mapping: MappingValues,
  headers: readonly string[],
): Partial<Record<MappedField, string>> {
  const errors: Partial<Record<MappedField, string>> = {};
  for (const [field, message] of mappingProblems(mapping, headers)) errors[field] ??= message;
  return errors;
}

/** Each preview row as the contact it would make: the mapped cells by field ('' when unmapped). */
export function previewContacts(preview: ImportPreview, mapping: MappingValues): Record<MappedField, string>[] {
  const index = (field: MappedField) => {
    const column = mapping[field];
    return column === null ? -1 : preview.headers.indexOf(column);
  };
  const at = Object.fromEntries(MAPPED_FIELDS.map((field) => [field, index(field)])) as Record<MappedField, number>;
  return preview.rows.map(
    (cells) =>
      Object.fromEntries(
        MAPPED_FIELDS.map((field) => [field, at[field] < 0 ? '' : (cells[at[field]] ?? '')]),
      ) as Record<MappedField, string>,
  );
}

/** The share of the file done, 0–100, for the progress bar. */
export function importPercent(progress: { processed: number; total: number; status: string }): number {
  if (progress.status === 'done') return 100;
  if (progress.total === 0) return 0;
  return Math.min(100, Math.floor((progress.processed / progress.total) * 100));
}
