import type { SealedValues } from '../../core/secrets/sealed-values';
import { poolSecretContext } from './sealed-pool-secrets.service';
import { signingKeyRepository } from './signing-key.repository';
import { keyContext } from './signing-key-store.service';

/** The built-in pool's sealed columns: its signing keys' private parts and its named secrets. */
export const identitySealedValues: readonly SealedValues[] = [
  {
    name: 'identity signing keys',
    list: async (db) =>
      (await signingKeyRepository.list(db)).map((row) => ({
        id: row.kid,
        ciphertext: row.privateJwk,
        context: keyContext(row.kid),
      })),
    replace: (db, kid, before, after) => signingKeyRepository.replacePrivateKey(db, kid, before, after),
  },
  {
    name: 'identity pool secrets',
    list: async (db) =>
      (await signingKeyRepository.listSecrets(db)).map((row) => ({
        id: row.name,
        ciphertext: row.value,
        context: poolSecretContext(row.name),
      })),
    replace: (db, name, before, after) => signingKeyRepository.replaceSecret(db, name, before, after),
  },
];
