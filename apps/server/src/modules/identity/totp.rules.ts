import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords as authenticator apps compute them (RFC 6238 over RFC 4226):
 * HMAC-SHA1, 30-second steps, 6 digits, the secret shown as base32 without padding
 * (docs/identity-protocol.md, TOTP MFA). Pure functions; the pool stores the secret sealed and the
 * last step it accepted.
 */

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of the current one a code may come from: ±30 s of clock drift. */
export const TOTP_WINDOW_STEPS = 1;
/** Secret length in bytes (160 bits, RFC 4226's recommendation): 32 base32 characters. */
export const TOTP_SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Bytes of a base32 secret (case and padding ignored); null when it holds another character. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.toUpperCase().replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The time step a moment falls in. */
export function totpStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);
}

/** The code for one time step (RFC 4226 dynamic truncation). */
export function totpCode(secret: Uint8Array, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/**
 * The step whose code `code` is, within the window around `atMs` and after `lastStep` (each step's
 * code is accepted once); null when none is. Every candidate is compared, in constant time.
 */
export function matchingStep(secret: Uint8Array, code: string, atMs: number, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(atMs);
  const given = Buffer.from(code);
  let found: number | null = null;
  for (let step = now - TOTP_WINDOW_STEPS; step <= now + TOTP_WINDOW_STEPS; step += 1) {
    const same = timingSafeEqual(Buffer.from(totpCode(secret, step)), given);
    if (same && found === null && (lastStep === null || step > lastStep)) found = step;
  }
  return found;
}
