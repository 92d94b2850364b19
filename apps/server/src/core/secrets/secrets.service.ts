import { timingSafeEqual } from 'node:crypto';
import { inspect } from 'node:util';
import type { SecretsConfig } from '../../config/secrets';
import { loadOrCreateKeyFile, readKeyFile } from './key-file';
import { SecretDecryptionError } from './secret-errors';
import { formatSecret, parseSecret, type SealedSecret } from './secret-format';
import { SecretKey } from './secret-key';

/**
 * Encrypts small secrets (mailbox passwords, OAuth refresh tokens, signing private keys) for text
 * columns. `context` names the purpose and row (`mail.credentials:<userId>`) and must be the same to
 * decrypt. New values use the current key; every configured key still decrypts what it sealed.
 */
export interface Secrets {
  readonly source: 'env' | 'file';
  /** Key id new values are sealed with. */
  readonly currentKeyId: string;
  /** Every key id that decrypts: the current one first. */
  readonly keyIds: readonly string[];
  encrypt(plaintext: string, context: string): string;
  /** Throws SecretDecryptionError for an unknown key id, a wrong key or context, or altered data. */
  decrypt(ciphertext: string, context: string): string;
  /** True when the value was sealed with another key than the current one (throws if it is no ciphertext). */
  needsReencrypt(ciphertext: string): boolean;
  /** The value sealed with the current key (unchanged when it already is), after checking it decrypts. */
  reencrypt(ciphertext: string, context: string): string;
  /**
   * A short signature (HMAC-SHA256 truncated to 128 bits, base64url) of `data` for `context`, e.g. the
   * tracking links of campaign mail (`campaigns.tracking`). Signed with the current key.
   */
  sign(data: string, context: string): string;
  /** Whether `signature` is `sign(data, context)` under any configured key (constant-time compare). */
  verify(data: string, context: string, signature: string): boolean;
}

const SIGNATURE_BYTES = 16;

function parsed(ciphertext: string): SealedSecret {
  const sealed = typeof ciphertext === 'string' ? parseSecret(ciphertext) : undefined;
  if (!sealed) throw new SecretDecryptionError('malformed', undefined);
  return sealed;
}

/** The service over explicit keys: `current` encrypts; it and `others` decrypt. */
export function createSecretsFromKeys(
  current: SecretKey,
  others: readonly SecretKey[],
  source: 'env' | 'file',
): Secrets {
  const byId = new Map<string, SecretKey>([[current.id, current]]);
  for (const key of others) if (!byId.has(key.id)) byId.set(key.id, key);
  const keyIds = Object.freeze([...byId.keys()]);

  function decrypt(ciphertext: string, context: string): string {
    const sealed = parsed(ciphertext);
    const key = byId.get(sealed.keyId);
    if (!key) throw new SecretDecryptionError('unknown-key', sealed.keyId);
    return key.open(sealed, context);
  }

  const signature = (key: SecretKey, data: string, context: string) =>
    key.mac(data, context).subarray(0, SIGNATURE_BYTES);

  const secrets: Secrets = {
    source,
    currentKeyId: current.id,
    keyIds,
    encrypt: (plaintext, context) => formatSecret(current.seal(plaintext, context)),
    decrypt,
    needsReencrypt: (ciphertext) => parsed(ciphertext).keyId !== current.id,
    reencrypt(ciphertext, context) {
      const plaintext = decrypt(ciphertext, context);
      return parsed(ciphertext).keyId === current.id ? ciphertext : formatSecret(current.seal(plaintext, context));
    },
    sign: (data, context) => signature(current, data, context).toString('base64url'),
    verify(data, context, given) {
      if (typeof given !== 'string' || !/^[A-Za-z0-9_-]{22}$/.test(given)) return false;
      const bytes = Buffer.from(given, 'base64url');
      // One spelling per signature: the last character carries 2 bits and 4 unused ones, so a
      // token whose unused bits were changed would decode to the same bytes. Only the canonical one passes.
      if (bytes.toString('base64url') !== given) return false;
      return [...byId.values()].some((key) => timingSafeEqual(signature(key, data, context), bytes));
    },
  };
  const hidden = { enumerable: false, value: () => '[secrets]' };
  Object.defineProperties(secrets, { toJSON: hidden, toString: hidden, [inspect.custom]: hidden });
  return Object.freeze(secrets);
}

/**
 * The service the configuration asks for. With SECRETS_KEY: that key encrypts, SECRETS_PREVIOUS_KEYS
 * and an existing key file's keys still decrypt. Without: the key file in DATA_DIR (created on
 * first use) supplies the current key and the older ones, and SECRETS_PREVIOUS_KEYS still decrypt.
 */
export function createSecrets(config: SecretsConfig): Secrets {
  const previous = config.previousKeys.map((bytes) => new SecretKey(bytes));
  if (config.key) {
    const fileKeys = readKeyFile(config.keyFile)?.keys ?? [];
    return createSecretsFromKeys(new SecretKey(config.key), [...previous, ...fileKeys.toReversed()], 'env');
  }
  const file = loadOrCreateKeyFile(config.keyFile);
  return createSecretsFromKeys(file.current, [...file.keys.toReversed(), ...previous], 'file');
}
