import { createHmac, randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SecretDecryptionError } from './secret-errors';
import { isSecretCiphertext, parseSecret } from './secret-format';
import { keyIdOf, SecretKey } from './secret-key';
import { createSecrets, createSecretsFromKeys } from './secrets.service';

const envSecrets = (key: Buffer, previousKeys: Buffer[] = []) =>
  createSecrets({ key, previousKeys, keyFile: '/nonexistent/secrets.keys.json' });

function decryptError(run: () => unknown): SecretDecryptionError {
  try {
    run();
  } catch (error) {
    if (error instanceof SecretDecryptionError) return error;
    throw error;
  }
  throw new Error('expected a SecretDecryptionError');
}

/** Flips one bit of the decoded part `index` (1 key id, 2 iv, 3 ciphertext+tag) at byte `at`. */
function flip(ciphertext: string, index: 1 | 2 | 3, at: number): string {
  const parts = ciphertext.split('.');
  const encoding = index === 1 ? 'hex' : 'base64url';
  const bytes = Buffer.from(parts[index] ?? '', encoding);
  const position = at < 0 ? bytes.length + at : at;
  bytes[position] = (bytes[position] ?? 0) ^ 0x01;
  parts[index] = bytes.toString(encoding);
  return parts.join('.');
}

describe('secrets service', () => {
  const key = randomBytes(32);
  const secrets = envSecrets(key);
  const context = 'mail.credentials:42';

  it.each([
    ['unicode', 'pässwörd — 密码 🔑'],
    ['an empty string', ''],
    ['10 KB', 'x'.repeat(10 * 1024)],
  ])('round-trips %s', (_name, plaintext) => {
    const ciphertext = secrets.encrypt(plaintext, context);
    expect(ciphertext).toMatch(/^v1\.[0-9a-f]{16}\.[\w-]{16}\.[\w-]+$/);
    expect(ciphertext).not.toContain(plaintext || '\u0000');
    expect(secrets.decrypt(ciphertext, context)).toBe(plaintext);
  });

  it('uses a fresh IV for every value and names the key by the first 8 bytes of its SHA-256', () => {
    const [a, b] = [secrets.encrypt('same', context), secrets.encrypt('same', context)];
    expect(a).not.toBe(b);
    expect(parseSecret(a)?.keyId).toBe(keyIdOf(key));
    expect(secrets.currentKeyId).toBe(keyIdOf(key));
    expect(isSecretCiphertext(a)).toBe(true);
    expect(isSecretCiphertext('{"kty":"RSA"}')).toBe(false);
  });

  it('refuses a value sealed with a key it does not have, naming the key id', () => {
    const other = envSecrets(randomBytes(32));
    const ciphertext = other.encrypt('secret', context);
    const error = decryptError(() => secrets.decrypt(ciphertext, context));
    expect(error.reason).toBe('unknown-key');
    expect(error.message).toContain(other.currentKeyId);
  });

  it('refuses a wrong key presented under the right key id', () => {
    const wrong = new SecretKey(randomBytes(32));
    const forged = secrets.encrypt('secret', context).replace(/^v1\.[0-9a-f]{16}\./, `v1.${wrong.id}.`);
    const impostor = createSecretsFromKeys(wrong, [], 'env');
    expect(decryptError(() => impostor.decrypt(forged, context)).reason).toBe('rejected');
  });

  it.each([
    ['key id', 1, 0],
    ['iv', 2, 5],
    ['ciphertext', 3, 0],
    ['tag', 3, -1],
  ] as const)('refuses a flipped bit in the %s', (_part, index, at) => {
    const ciphertext = secrets.encrypt('mailbox app password', context);
    const tampered = flip(ciphertext, index, at);
    expect(tampered).not.toBe(ciphertext);
    const error = decryptError(() => secrets.decrypt(tampered, context));
    expect(error.reason).toBe(index === 1 ? 'unknown-key' : 'rejected');
  });

  it('refuses values that are not ciphertexts, and truncated or non-canonical ones', () => {
    const ciphertext = secrets.encrypt('x', context);
    for (const bad of [
      '',
      'plain text',
      ciphertext.slice(0, -4),
      `${ciphertext}.x`,
      ciphertext.replace('v1.', 'v2.'),
    ]) {
      expect(decryptError(() => secrets.decrypt(bad, context)).reason).toBe('malformed');
    }
    const body = ciphertext.split('.')[3] ?? '';
    const lastBits = body.slice(0, -1) + (body.endsWith('A') ? 'B' : 'A');
    expect(() => secrets.decrypt(ciphertext.replace(body, lastBits), context)).toThrow(SecretDecryptionError);
  });

  it('binds the context: a value copied to another row or purpose does not decrypt', () => {
    const ciphertext = secrets.encrypt('refresh-token', 'mail.credentials:1');
    for (const other of ['mail.credentials:2', 'identity.signing-key:1', 'mail.credentials:1 ']) {
      const error = decryptError(() => secrets.decrypt(ciphertext, other));
      expect(error.reason).toBe('rejected');
      expect(error.message).toBe(
        `Cannot decrypt a secret sealed with key ${secrets.currentKeyId}: wrong key, wrong context or altered data.`,
      );
    }
    expect(() => secrets.encrypt('x', '')).toThrow('A secrets context must be a non-empty string');
  });

  it('keeps decrypting with SECRETS_PREVIOUS_KEYS after the env key is replaced, and re-encrypts', () => {
    const oldKey = randomBytes(32);
    const oldValue = envSecrets(oldKey).encrypt('signing jwk', 'identity.signing-key:k1');
    const rotated = envSecrets(randomBytes(32), [oldKey]);
    expect(rotated.keyIds).toEqual([rotated.currentKeyId, keyIdOf(oldKey)]);
    expect(rotated.decrypt(oldValue, 'identity.signing-key:k1')).toBe('signing jwk');
    expect(rotated.needsReencrypt(oldValue)).toBe(true);
    const migrated = rotated.reencrypt(oldValue, 'identity.signing-key:k1');
    expect(rotated.needsReencrypt(migrated)).toBe(false);
    expect(parseSecret(migrated)?.keyId).toBe(rotated.currentKeyId);
    expect(rotated.reencrypt(migrated, 'identity.signing-key:k1')).toBe(migrated);
    expect(envSecrets(randomBytes(32)).keyIds).toHaveLength(1);
    expect(() => rotated.reencrypt(oldValue, 'identity.signing-key:k2')).toThrow(SecretDecryptionError);
  });

  it('never shows key bytes through JSON, toString or inspect', () => {
    const base64 = key.toString('base64');
    const hex = key.toString('hex');
    const views = [JSON.stringify({ secrets }), String(secrets), inspect(secrets, { showHidden: true, depth: 5 })];
    const single = new SecretKey(key);
    views.push(JSON.stringify(single), String(single), inspect(single, { showHidden: true }));
    expect(JSON.stringify({ secrets })).toBe('{"secrets":"[secrets]"}');
    for (const view of views) {
      expect(view).not.toContain(base64);
      expect(view).not.toContain(hex);
      expect(view).not.toMatch(/\b(?:[0-9a-f]{2} ){8}/);
    }
  });

  it('signs and verifies short signatures, bound to data and context, across key rotation', () => {
    const signature = secrets.sign('o.17', 'campaigns.tracking');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(secrets.verify('o.17', 'campaigns.tracking', signature)).toBe(true);
    expect(secrets.verify('o.18', 'campaigns.tracking', signature)).toBe(false);
    expect(secrets.verify('o.17', 'other.purpose', signature)).toBe(false);
    const altered = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(secrets.verify('o.17', 'campaigns.tracking', altered)).toBe(false);
    expect(secrets.verify('o.17', 'campaigns.tracking', '')).toBe(false);
    // The last character's unused bits changed: the same bytes, another spelling, refused.
    const last = 'AQgw'.indexOf(signature.slice(-1));
    const respelled = `${signature.slice(0, -1)}${'BRhx'[last] ?? ''}`;
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(secrets.verify('o.17', 'campaigns.tracking', respelled)).toBe(false);
    expect(secrets.verify('o.17', 'campaigns.tracking', `${signature}==`)).toBe(false);
    // Signed with a key that is still configured as a previous key: still valid; an unknown key: not.
    const rotated = envSecrets(randomBytes(32), [key]);
    expect(rotated.verify('o.17', 'campaigns.tracking', signature)).toBe(true);
    expect(envSecrets(randomBytes(32)).verify('o.17', 'campaigns.tracking', signature)).toBe(false);
    // The signing key is derived from, not equal to, the encryption key.
    expect(signature).not.toBe(createHmac('sha256', key).update('o.17').digest().subarray(0, 16).toString('base64url'));
  });
});
