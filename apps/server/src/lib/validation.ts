import type { ApiFieldError } from '@meridian/contracts/api';
import { defaultMessage } from '@meridian/contracts/default-messages';
import { hasControlCharacters } from '@meridian/contracts/fields';
import type { z } from 'zod';
import { AppError } from './app-error';

/** The summary of a 422 naming more than one field; each field's own message is in `errors`. */
export const SEVERAL_FIELDS_MESSAGE = 'Check the highlighted fields.';

function dotted(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** The first problem of each field, in the order the schema found them. */
export function fieldErrors(error: z.ZodError): ApiFieldError[] {
  const seen = new Map<string, ApiFieldError>();
  for (const issue of error.issues) {
    const path = dotted(issue.path);
    if (!seen.has(path)) seen.set(path, { path, message: issue.message });
  }
  return [...seen.values()];
}

/** One short sentence for the whole request: the field's own message when only one is wrong. */
export function summarise(errors: readonly ApiFieldError[]): string {
  if (errors.length === 1 && errors[0]) return errors[0].message;
  return SEVERAL_FIELDS_MESSAGE;
}

/** Enough to show what is wrong; a body with thousands of bad strings gets the first ones. */
const MAX_REPORTED = 20;

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

function pathOf(visit: Visit | undefined): string {
  const keys: string[] = [];
  for (let at = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Every string in `value` (at any depth, keys included) that holds a control character other than
 * tab, line feed and carriage return. The database refuses NUL, and no field needs the others; this
 * covers inputs whose schema forgot the rule. Walks without recursion so deep input cannot overflow.
 */
export function controlCharacterErrors(value: unknown): ApiFieldError[] {
  const found: ApiFieldError[] = [];
  const pending: Visit[] = [{ value, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit && found.length < MAX_REPORTED; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (hasControlCharacters(visit.value, true)) {
        const path = pathOf(visit);
        const name = path === '' ? 'The request' : path.length > 60 ? 'A field' : path;
        found.push({ path, message: `${name} must not contain control characters (such as NUL)` });
      }
    } else if (visit.value !== null && typeof visit.value === 'object') {
      const entries = Object.entries(visit.value);
      for (const [key] of entries) {
        if (hasControlCharacters(key, true)) {
          found.push({ path: pathOf(visit), message: 'Field names must not contain control characters' });
        }
      }
      // Reversed onto the stack, so fields are reported in the order they were sent.
      for (const [key, child] of entries.reverse()) pending.push({ value: child, key, parent: visit });
    }
  }
  return found;
}

/** Parses `value` with `schema`, or throws a 422 AppError listing the first problem of each bad field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value, { error: defaultMessage });
  const errors = result.success ? [] : fieldErrors(result.error);
  const paths = new Set(errors.map((e) => e.path));
  for (const problem of controlCharacterErrors(value)) {
    if (!paths.has(problem.path)) {
      paths.add(problem.path);
      errors.push(problem);
    }
  }
  if (result.success && errors.length === 0) return result.data;
  throw new AppError('VALIDATION', summarise(errors), errors);
}
