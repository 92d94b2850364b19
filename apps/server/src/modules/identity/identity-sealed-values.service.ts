import type { SealedValues } from '../../core/secrets/sealed-values';
import { poolSecretContext } from './sealed-pool-secrets.service';
import { signingKeyRepository } from './signing-key.repository';
import { keyContext } from './signing-key-store.service';
import { softwareTokenRepository } from './software-token.repository';
import { totpContext } from './software-tokens.service';

/** The built-in pool's sealed columns: its signing keys' private parts, its named secrets and users' TOTP secrets. */
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
  ...(['secret', 'pendingSecret'] as const).map(
    (column): SealedValues => ({
      name: column === 'secret' ? 'identity TOTP secrets' : 'identity TOTP secrets being set up',
      list: async (db) =>
        (await softwareTokenRepository.listSealed(db, column)).map((row) => ({
          id: row.userSub,
          ciphertext: row.value,
          context: totpContext(row.userSub),
        })),
      replace: (db, userSub, before, after) =>
        softwareTokenRepository.replaceSealed(db, column, userSub, before, after),
    }),
  ),
];
