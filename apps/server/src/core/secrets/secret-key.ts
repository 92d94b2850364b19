import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { SecretDecryptionError } from './secret-errors';
import { IV_BYTES, TAG_BYTES, type SealedSecret } from './secret-format';

/**
 * One AES-256-GCM key. Its bytes stay in a private field: JSON, toString and inspect show only the
 * key id. Each value gets a random 12-byte IV; the context (and the key id) are the associated data,
 * so a ciphertext moved to another row or purpose does not decrypt.
 */

export const KEY_BYTES = 32;

/** First 8 bytes of SHA-256 of the key, in hex (`base64 -d | sha256sum | cut -c1-16`). */
export function keyIdOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

function associatedData(keyId: string, context: string): Buffer {
  if (typeof context !== 'string' || context.length === 0) {
    throw new TypeError('A secrets context must be a non-empty string, e.g. "mail.credentials:<userId>".');
  }
  return Buffer.from(`secrets.v1\0${keyId}\0${context}`, 'utf8');
}

export class SecretKey {
  readonly id: string;
  readonly #bytes: Buffer;

  constructor(bytes: Buffer) {
    if (bytes.length !== KEY_BYTES) throw new RangeError(`A secrets key must be ${KEY_BYTES} bytes long.`);
    this.#bytes = Buffer.from(bytes);
    this.id = keyIdOf(this.#bytes);
  }

  static generate(): { key: SecretKey; base64: string } {
    const bytes = randomBytes(KEY_BYTES);
    return { key: new SecretKey(bytes), base64: bytes.toString('base64') };
  }

  seal(plaintext: string, context: string): SealedSecret {
    if (typeof plaintext !== 'string') throw new TypeError('Only strings can be encrypted as secrets.');
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#bytes, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(associatedData(this.id, context));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return { keyId: this.id, iv, body };
  }

  open(sealed: SealedSecret, context: string): string {
    const aad = associatedData(sealed.keyId, context);
    if (sealed.keyId !== this.id) throw new SecretDecryptionError('rejected', sealed.keyId);
    const tagAt = sealed.body.length - TAG_BYTES;
    const decipher = createDecipheriv('aes-256-gcm', this.#bytes, sealed.iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad);
    decipher.setAuthTag(sealed.body.subarray(tagAt));
    try {
      return Buffer.concat([decipher.update(sealed.body.subarray(0, tagAt)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretDecryptionError('rejected', sealed.keyId);
    }
  }

  /**
   * HMAC-SHA256 of `data` under a key derived from this one for signing (never the encryption key
   * itself), with the context bound in, like the associated data of `seal`.
   */
  mac(data: string, context: string): Buffer {
    const signingKey = createHmac('sha256', this.#bytes).update('secrets.mac.v1').digest();
    return createHmac('sha256', signingKey).update(associatedData(this.id, context)).update('\0').update(data).digest();
  }

  toJSON(): string {
    return '[secrets]';
  }

  toString(): string {
    return '[secrets]';
  }

  [inspect.custom](): string {
    return `SecretKey(${this.id})`;
  }
}
