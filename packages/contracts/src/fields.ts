import { z } from 'zod';
import './default-messages';

/**
 * Building blocks every contract uses for input: text that cannot carry control characters, and
 * ids that fit the database's integer columns. Defined once here so each endpoint gets the same
 * rules and the same kind of message.
 */

/** The largest id a PostgreSQL `integer` (serial) column holds. */
export const MAX_ID = 2_147_483_647;

/** Any C0 control character or DEL: refused in single-line text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F]/;
/** The same, except tab, line feed and carriage return: refused in multi-line text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);
}

export function controlCharacterMessage(label: string): string {
  return `${label} must not contain control characters (such as NUL)`;
}

/** Rejects control characters in an existing string schema (for fields built on regexes or formats). */
export function withoutControls<T extends z.ZodType<string, unknown>>(schema: T, label: string, multiline = false) {
  return schema.refine((value) => !hasControlCharacters(value, multiline), controlCharacterMessage(label));
}

export interface TextOptions {
  /** How the message names the field ("First name"). */
  label: string;
  /** Message for a missing, non-text or blank value; omit for a field that may be empty. */
  required?: string;
  max: number;
  /** Message when longer than `max`; default "<label> must be at most <max> characters". */
  tooLong?: string;
  /** Allows tab and line breaks (a description, a message body). */
  multiline?: boolean;
}

/** Text typed by a person: trimmed, within `max`, without control characters. */
export function textField(options: TextOptions) {
  const { label, required, max, multiline = false } = options;
  const trimmed = z.string({ error: required ?? `${label} must be text` }).trim();
  const sized = (required ? trimmed.min(1, required) : trimmed).max(
    max,
    options.tooLong ?? `${label} must be at most ${max} characters`,
  );
  return sized.refine((value) => !hasControlCharacters(value, multiline), controlCharacterMessage(label));
}

const DIGITS = /^\s*\d{1,16}\s*$/;

function toWholeNumber(value: string | number): number {
  return typeof value === 'number' ? value : DIGITS.test(value) ? Number(value) : Number.NaN;
}

/**
 * A row id from a path, query or body: a whole number from 1 to 2,147,483,647, given as a number
 * or as its digits. Everything else (words, decimals, 0, negatives, larger numbers) gets `message`.
 */
export function idField(message: string) {
  return wholeNumberField(1, MAX_ID, message);
}

/** The same rule for a field whose value stays text (the RSVP form's session dropdown). */
export function idTextField(message: string) {
  return idField(message).transform(String);
}

/** A whole number from `min` to `max` (a page size, a role id), given as a number or its digits, else `message`. */
export function wholeNumberField(min: number, max: number, message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform(toWholeNumber)
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
}

/**
 * How deeply `value` nests arrays and objects: a scalar is 0, `{}` and `[]` are 1, `{"a":[1]}` is 2.
 * Counted without recursion, so input of any depth is safe to measure; stops once past `limit`
 * (the answer is then `limit + 1`). Request bodies and rich text are measured before any
 * validator recurses into them (docs/product.md, Input and messages).
 */
export function nestingDepth(value: unknown, limit = Number.MAX_SAFE_INTEGER): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return limit + 1;
    if (depth > deepest) deepest = depth;
    for (const child of Object.values(node)) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return deepest;
}
