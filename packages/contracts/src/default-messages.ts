import { z } from 'zod';

/**
 * Plain-English messages for every check that has no message of its own, so zod's default wording
 * ("Invalid input: expected string, received undefined", "received NaN") never reaches a person.
 * A field's own message (the form texts in each contract) always wins over these.
 */
type Issue = Parameters<z.core.$ZodErrorMap>[0];

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  literal: 'a fixed value',
};

const FORMAT: Record<string, string> = {
  email: 'an email address',
  url: 'a web address',
  uuid: 'a reference (UUID)',
  guid: 'a reference (UUID)',
  datetime: 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM)',
};

function isMissing(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

function sizeMessage(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>): string {
  const big = issue.code === 'too_big';
  const limit = Number(big ? issue.maximum : issue.minimum);
  if (issue.origin === 'string') {
    if (!big && limit === 1) return 'This field is required';
    return `Must be ${big ? 'at most' : 'at least'} ${limit} ${limit === 1 ? 'character' : 'characters'}`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return `Must have ${big ? 'at most' : 'at least'} ${limit} ${limit === 1 ? 'item' : 'items'}`;
  }
  const inclusive = issue.inclusive !== false;
  if (big) return inclusive ? `Must be at most ${limit}` : `Must be less than ${limit}`;
  return inclusive ? `Must be at least ${limit}` : `Must be greater than ${limit}`;
}

function listValues(values: readonly unknown[]): string {
  const shown = values.slice(0, 8).map((value) => JSON.stringify(value));
  return values.length > 8 ? `${shown.join(', ')}, …` : shown.join(', ');
}

/** The message for an issue whose schema or check gave none. */
export function defaultMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (isMissing(issue.input)) return 'This field is required';
      if (typeof issue.input === 'number' && Number.isNaN(issue.input)) return 'Must be a number';
      return `Must be ${KIND[issue.expected] ?? 'a different kind of value'}`;
    }
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format': {
      const format = FORMAT[issue.format];
      return format ? `Must be ${format}` : 'Has the wrong format';
    }
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Remove the unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Must be ${listValues(issue.values)}`
        : `Must be one of ${listValues(issue.values)}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'This value is not valid';
    default:
      return 'This value is not valid';
  }
}

z.config({
  customError: defaultMessage,
  // In the browser, never probe for `new Function` (zod's fast path): the site's Content Security
  // Policy forbids eval, and the probe alone is reported as a violation. The server keeps the fast path.
  jitless: 'document' in globalThis,
});
