import { z } from 'zod';

/**
 * Field rules of the pool's request bodies and the messages Cognito gives when one is broken
 * ("Member must …"). Every string the pool accepts goes through one of these, so control
 * characters, lone surrogates, wrong JSON types and over-long values are refused here with
 * InvalidParameterException and never reach the services or the database.
 */

/** Cognito's pattern for user names and attribute names: letters, marks, symbols, numbers, punctuation. */
export const NAME_PATTERN = '[\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}]+';
/** Any text but control characters (NUL, tab, line breaks…) and unpaired UTF-16 surrogates. */
export const TEXT_PATTERN = '[^\\p{Cc}\\p{Cs}]*';
/** Cognito's pattern for app client ids. */
export const CLIENT_ID_PATTERN = '[\\w+]+';
/** Cognito's pattern for tokens (JWTs and refresh tokens). */
export const TOKEN_PATTERN = '[A-Za-z0-9-_=.]+';
/** WebAuthn's binary values on the wire (credential ids, client data, signatures). */
export const BASE64URL_PATTERN = '[A-Za-z0-9_-]+={0,2}';

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'u');
const NAME = whole(NAME_PATTERN);
const TEXT = whole(TEXT_PATTERN);
const CLIENT_ID = whole(CLIENT_ID_PATTERN);
const TOKEN = whole(TOKEN_PATTERN);

const typeError = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? 'Member must not be null' : `Member must be ${expected}`;

const patternMessage = (pattern: string) => `Member must satisfy regular expression pattern: ${pattern}`;

/** A string of at most `max` characters (at least `min`) matching `test`, reported as `pattern`. */
export function member(options: { min?: number; max: number; pattern: string; test: (value: string) => boolean }) {
  const { min = 0, max, pattern, test } = options;
  let schema = z.string({ error: typeError('a string') });
  if (min > 0) schema = schema.min(min, `Member must have length greater than or equal to ${min}`);
  return schema
    .max(max, `Member must have length less than or equal to ${max}`)
    .refine((value) => value.length > max || test(value), patternMessage(pattern));
}

/** Free text (passwords, attribute values, AuthParameters values): anything printable. */
export const text = (max: number, min = 0) => member({ min, max, pattern: TEXT_PATTERN, test: (v) => TEXT.test(v) });

/** A name without spaces or control characters; leading and trailing spaces are tolerated (trimmed later). */
export const name = (max: number) =>
  member({ min: 1, max, pattern: NAME_PATTERN, test: (v) => NAME.test(v.replace(/^ +| +$/g, '')) });

export const clientId = member({ min: 1, max: 128, pattern: CLIENT_ID_PATTERN, test: (v) => CLIENT_ID.test(v) });

export const token = member({ min: 1, max: 8192, pattern: TOKEN_PATTERN, test: (v) => TOKEN.test(v) });

/** Exactly `length` digits (VerifySoftwareToken's UserCode). */
export const digits = (length: number) =>
  member({ min: length, max: length, pattern: '[0-9]+', test: (v) => /^[0-9]+$/.test(v) });

/** A JSON boolean (the MFA settings' Enabled and PreferredMfa). */
export const flag = z.boolean({ error: typeError('a boolean') });

export const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: typeError('a list') }).max(max, `Member must have length less than or equal to ${max}`);

/** A string-to-string map (AuthParameters, ChallengeResponses) with at most `max` entries. */
export const map = (max: number, valueMax: number) =>
  z
    .record(name(128), text(valueMax), { error: typeError('a map') })
    .refine((value) => Object.keys(value).length <= max, `Member must have length less than or equal to ${max}`);

export const structure = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, { error: typeError('a JSON object') });
