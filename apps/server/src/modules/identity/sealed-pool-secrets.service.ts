import { isSecretCiphertext } from '../../core/secrets/secret-format';
import type { Secrets } from '../../core/secrets/secrets.service';
import type { Orm } from '../../db/database';
import { signingKeyRepository } from './signing-key.repository';

/** The secrets-service context a named pool secret is sealed under. */
export const poolSecretContext = (name: string) => `identity.pool-secret:${name}`;

/**
 * The pool's named secrets (the decoy SRP key), stored sealed by the secrets service. A value an
 * older version stored in the clear is sealed the first time it is read.
 */
export function createSealedPoolSecrets(orm: Orm, secrets: Secrets) {
  return {
    /** The secret's value, generated and stored on first use (first writer wins across instances). */
    async get(name: string, generate: () => string): Promise<string> {
      const context = poolSecretContext(name);
      const stored = await signingKeyRepository.secret(orm, name, () => secrets.encrypt(generate(), context));
      if (isSecretCiphertext(stored)) return secrets.decrypt(stored, context);
      await signingKeyRepository.replaceSecret(orm, name, stored, secrets.encrypt(stored, context));
      return stored;
    },
  };
}
