/** Where a contract path lands in a form: the whole path, or else its first segment → the form field that shows it. */
export type FieldMap = Readonly<Record<string, string>>;

/** Field messages keyed by form field, and a message for the form as a whole (or null). */
export interface PlacedErrors {
  fields: Record<string, string>;
  form: string | null;
}

/**
 * The one mapping from problems with dotted paths (zod issues or an API 422's `errors`) onto a form:
 * each field keeps its first message; a problem with no field of its own becomes the form's message.
 */
export function placeErrors(problems: readonly { path: string; message: string }[], fieldOf: FieldMap): PlacedErrors {
  const placed: PlacedErrors = { fields: {}, form: null };
  for (const { path, message } of problems) {
    const head = path.split('.')[0] ?? '';
    // A nested path may have a field of its own (`abTest.subjectB`); else its first segment's.
    const key = Object.hasOwn(fieldOf, path) ? path : head;
    const field = Object.hasOwn(fieldOf, key) ? fieldOf[key] : undefined;
    if (field) placed.fields[field] ??= message;
    else placed.form ??= message;
  }
  return placed;
}
