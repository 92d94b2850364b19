import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { isSecretCiphertext } from '../../core/secrets/secret-format';
import { SecretKey } from '../../core/secrets/secret-key';
import { createSecretsFromKeys } from '../../core/secrets/secrets.service';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { poolSecrets, signingKeys } from './identity.tables';
import { createSealedPoolSecrets } from './sealed-pool-secrets.service';
import { createSigningKeyStore } from './signing-key-store.service';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

const secrets = createSecretsFromKeys(new SecretKey(randomBytes(32)), [], 'env');
const store = (db: TestDatabase) =>
  createSigningKeyStore(db.db.orm, {
    tokenLifetimeMs: 3_600_000,
    now: () => new Date(),
    secrets,
  });

describe('signing keys under the secrets service', () => {
  it('stores new private keys sealed, never as a JWK', async () => {
    database = await createTestDatabase();
    const keys = store(database);
    const { kid } = await keys.signingKey();
    const [row] = await database.db.orm.select().from(signingKeys);
    expect(row?.kid).toBe(kid);
    expect(isSecretCiphertext(row?.privateJwk ?? '')).toBe(true);
    expect(row?.privateJwk).not.toContain('"d"');
    // Sealed for this key only: the same value under another kid's context does not open.
    expect(() => secrets.decrypt(row?.privateJwk ?? '', 'identity.signing-key:other')).toThrow();
  });

  it('seals a key an older version stored in the clear; tokens it signed before still verify', async () => {
    database = await createTestDatabase();
    // What the previous version wrote: the private JWK as JSON, signing a token before the upgrade.
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const legacyPrivate = JSON.stringify({ ...(await exportJWK(privateKey)), kid, alg: 'RS256' });
    await database.db.orm.insert(signingKeys).values({
      kid,
      privateJwk: legacyPrivate,
      publicJwk: { ...publicJwk, kid, alg: 'RS256', use: 'sig' },
    });
    const oldToken = await new SignJWT({ token_use: 'access' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);

    const keys = store(database);
    const verificationKey = await keys.verificationKey(kid);
    expect(verificationKey).toBeDefined();
    const { jwtVerify } = await import('jose');
    await expect(jwtVerify(oldToken, verificationKey!)).resolves.toMatchObject({ payload: { token_use: 'access' } });

    const [row] = await database.db.orm.select().from(signingKeys);
    expect(isSecretCiphertext(row?.privateJwk ?? '')).toBe(true);
    expect(JSON.parse(secrets.decrypt(row?.privateJwk ?? '', `identity.signing-key:${kid}`))).toEqual(
      JSON.parse(legacyPrivate),
    );
    // The sealed key still signs (same kid), so sessions carry on across the upgrade.
    expect((await keys.signingKey()).kid).toBe(kid);
  });

  it('seals a pool secret stored in the clear and keeps its value', async () => {
    database = await createTestDatabase();
    await database.db.orm.insert(poolSecrets).values({ name: 'decoy-srp-key', value: 'ab'.repeat(32) });
    const sealed = createSealedPoolSecrets(database.db.orm, secrets);
    expect(await sealed.get('decoy-srp-key', () => 'never used')).toBe('ab'.repeat(32));
    const [row] = await database.db.orm.select().from(poolSecrets);
    expect(isSecretCiphertext(row?.value ?? '')).toBe(true);
    expect(await sealed.get('decoy-srp-key', () => 'never used')).toBe('ab'.repeat(32));
  });
});
