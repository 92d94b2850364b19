import type { ApiFieldError } from '@meridian/contracts/api';
import type { z } from 'zod';
import { AppError } from './app-error';

export function fieldErrors(error: z.ZodError): ApiFieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** One sentence for the whole request: the field messages themselves, so API and UI say the same. */
export function summarise(errors: ApiFieldError[]): string {
  const unique = [...new Set(errors.map((e) => e.message))];
  if (unique.length <= 3) return unique.join(' ');
  return `${unique.slice(0, 3).join(' ')} (and ${unique.length - 3} more)`;
}

/** Parses `value` with `schema`, or throws a 422 AppError listing every bad field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw new AppError('VALIDATION', summarise(errors), errors);
}
