/**
 * The stored text of a secret: `v1.<keyId>.<iv>.<ciphertext+tag>`. The key id is 16 hex digits
 * (the first 8 bytes of SHA-256 of the key); iv and ciphertext+tag are unpadded base64url.
 */

export const IV_BYTES = 12;
export const TAG_BYTES = 16;
const VERSION = 'v1';
const KEY_ID = /^[0-9a-f]{16}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface SealedSecret {
  keyId: string;
  iv: Buffer;
  /** Ciphertext followed by the 16-byte GCM tag. */
  body: Buffer;
}

/** Only the canonical encoding decodes, so every changed character changes the bytes. */
function strictBase64url(text: string): Buffer | undefined {
  if (!BASE64URL.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}

export function formatSecret(sealed: SealedSecret): string {
  return [VERSION, sealed.keyId, sealed.iv.toString('base64url'), sealed.body.toString('base64url')].join('.');
}

/** The parts of a stored secret, or undefined when the text is not in this format. */
export function parseSecret(text: string): SealedSecret | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const [version, keyId, ivText, bodyText] = parts as [string, string, string, string];
  if (version !== VERSION || !KEY_ID.test(keyId)) return undefined;
  const iv = strictBase64url(ivText);
  const body = strictBase64url(bodyText);
  if (iv?.length !== IV_BYTES || !body || body.length < TAG_BYTES) return undefined;
  return { keyId, iv, body };
}

/** True for a value written by the secrets service (any key), e.g. to tell migrated rows from old plain ones. */
export function isSecretCiphertext(text: string): boolean {
  return parseSecret(text) !== undefined;
}
