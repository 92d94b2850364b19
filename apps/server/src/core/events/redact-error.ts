const MAX_LENGTH = 500;
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g;
/** Long opaque strings: keys, tokens, signatures, card-like digit runs. */
const SECRET_LIKE = /\b(?:[A-Za-z0-9_+/=-]{32,}|\d{12,})\b/g;
const BEARER = /\b(Bearer|Basic)\s+\S+/gi;
const URL_CREDENTIALS = /(\w+:\/\/)[^\s/@]+@/g;

/**
 * The message of an error as an admin may see it: no stack, no email addresses, tokens, keys or
 * credentials in URLs, at most 500 characters.
 */
export function redactError(error: unknown): string {
  const raw = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const redacted = raw
    .replace(URL_CREDENTIALS, '$1[redacted]@')
    .replace(BEARER, '$1 [redacted]')
    .replace(EMAIL, '[email]')
    .replace(SECRET_LIKE, '[redacted]');
  return redacted.length > MAX_LENGTH ? `${redacted.slice(0, MAX_LENGTH - 1)}…` : redacted;
}
