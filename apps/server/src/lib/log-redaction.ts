/**
 * What an error may put in the log: its type, its code, a redacted message and where it was thrown.
 * Never request values, personal data or secrets (docs/product.md, "Logs"): database errors carry
 * the statement's parameters (names, phones, emails) in their message and the offending value in
 * `detail`, so for them only the SQLSTATE code, the constraint/table/column names and the
 * parameterised statement text are kept.
 */
export interface LoggedError {
  type: string;
  code?: string;
  message: string;
  /** SQL of a failed statement, with `$1` placeholders only. */
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The first stack frame inside this project (file:line), without the message line. */
  at?: string;
  cause?: LoggedError;
}

const EMAIL = /[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+\.[A-Za-z]{2,}/g;
// Runs of 6 or more digits, with the separators phone numbers use in between.
const LONG_NUMBER = /\+?\d[\d ().-]{4,}\d/g;
const QUOTED = /(["'])(?:(?!\1).){1,200}\1/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const LONG_TOKEN = /\b[A-Za-z0-9_-]{32,}\b/g;
const MAX_MESSAGE = 300;

/** Scrubs e-mail addresses, long numbers, quoted values and tokens from free text. */
export function redactText(text: string): string {
  const scrubbed = text
    .replace(BEARER, '$1 [redacted]')
    .replace(EMAIL, '[email]')
    .replace(QUOTED, '$1…$1')
    .replace(LONG_TOKEN, '[token]')
    .replace(LONG_NUMBER, '[number]');
  return scrubbed.length > MAX_MESSAGE ? `${scrubbed.slice(0, MAX_MESSAGE)}…` : scrubbed;
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
}

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

function ownFrame(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
  const own = frames.find((line) => line.includes('/apps/') && !line.includes('node_modules')) ?? frames[0];
  const location = own && /\(?([^()\s]+:\d+:\d+)\)?\s*$/.exec(own)?.[1];
  if (!location) return undefined;
  const inProject = location.indexOf('/apps/');
  return inProject >= 0 ? location.slice(inProject + 1) : location.split('/').slice(-2).join('/');
}

function identifiers(error: ErrorLike): Pick<LoggedError, 'constraint' | 'table' | 'column'> {
  return {
    ...(text(error.constraint) ? { constraint: text(error.constraint) } : {}),
    ...(text(error.table) ? { table: text(error.table) } : {}),
    ...(text(error.column) ? { column: text(error.column) } : {}),
  };
}

/** pino's `err` serializer: see the comment at the top of this file. */
export function serializeError(value: unknown, depth = 0): LoggedError {
  if (!value || typeof value !== 'object') return { type: typeof value, message: redactText(String(value)) };
  const error = value as ErrorLike;
  const type = text(error.name) ?? value.constructor?.name ?? 'Error';
  const cause = depth < 3 && error.cause ? serializeError(error.cause, depth + 1) : undefined;
  const at = ownFrame(error.stack);
  // A database server error (pg or PGlite): the message may quote the offending value.
  if (isSqlState(error.code) && (text(error.severity) || type === 'error' || type === 'DatabaseError')) {
    return { type: 'DatabaseError', code: error.code, message: `database error ${error.code}`, ...identifiers(error) };
  }
  // A failed statement (drizzle): its message lists every parameter; keep the SQL text only.
  if (typeof error.query === 'string' && Array.isArray(error.params)) {
    return {
      type: 'QueryError',
      message: cause ? `database error ${cause.code ?? ''}`.trim() : 'database error',
      query: error.query.slice(0, 500),
      ...(at ? { at } : {}),
      ...(cause ? { cause } : {}),
    };
  }
  return {
    type,
    ...(text(error.code) ? { code: String(error.code) } : {}),
    message: redactText(text(error.message) ?? ''),
    ...(at ? { at } : {}),
    ...(cause ? { cause } : {}),
  };
}

/** Request URLs are logged without their query string (it can carry e-mail addresses and tokens). */
export function pathOnly(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}
