import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { identitySealedValues } from '../../modules/identity/identity-sealed-values.service';
import { poolSecretContext } from '../../modules/identity/sealed-pool-secrets.service';
import { signingKeyRepository } from '../../modules/identity/signing-key.repository';
import { keyIdsInUse, reencryptAll } from './reencrypt';
import { SecretKey } from './secret-key';
import { createSecretsFromKeys } from './secrets.service';

/** The edges of `secrets reencrypt` on the identity module's real sealed columns. */
let t: TestApp;
const foreign = new SecretKey(randomBytes(32));
const previous = new SecretKey(randomBytes(32));

beforeAll(async () => {
  t = await createTestApp();
  const orm = t.database.db.orm;
  const sealer = (key: SecretKey) => createSecretsFromKeys(key, [], 'env');
  // Stored by an older version in the clear; sealed with a key no longer configured; sealed with a previous key.
  await signingKeyRepository.secret(orm, 'legacy-plain', () => 'kept in the clear');
  await signingKeyRepository.secret(orm, 'lost-key', () =>
    sealer(foreign).encrypt('unreadable now', poolSecretContext('lost-key')),
  );
  await signingKeyRepository.secret(orm, 'previous-key', () =>
    sealer(previous).encrypt('moves to the current key', poolSecretContext('previous-key')),
  );
});
afterAll(() => t.close());

describe('reencryptAll', () => {
  it('seals what was in the clear, moves values off older keys, and leaves what no key opens', async () => {
    const orm = t.database.db.orm;
    const current = createSecretsFromKeys(new SecretKey(Buffer.alloc(32, 7)), [previous], 'env');
    const report = await reencryptAll(orm, current, identitySealedValues);
    expect(report.failures).toEqual([
      {
        column: 'identity pool secrets',
        id: 'lost-key',
        message: expect.stringContaining(`sealed with key ${foreign.id}: that key is not configured`),
      },
    ]);
    expect(report.columns.find((c) => c.name === 'identity pool secrets')?.reencrypted).toBe(2);

    const stored = new Map((await signingKeyRepository.listSecrets(orm)).map((row) => [row.name, row.value]));
    expect(current.decrypt(stored.get('legacy-plain') ?? '', poolSecretContext('legacy-plain'))).toBe(
      'kept in the clear',
    );
    expect(current.needsReencrypt(stored.get('previous-key') ?? '')).toBe(false);
    const used = await keyIdsInUse(orm, identitySealedValues);
    expect([...used.keys()].sort()).toEqual([current.currentKeyId, foreign.id].sort());
    expect((await reencryptAll(orm, current, identitySealedValues)).columns.every((c) => c.reencrypted === 0)).toBe(
      true,
    );
  });
});
