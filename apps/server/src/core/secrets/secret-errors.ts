/**
 * The errors of the secrets service. Their messages name key ids and files, never a key, a
 * plaintext or a stored value.
 */

export type SecretDecryptionReason = 'malformed' | 'unknown-key' | 'rejected';

function decryptionMessage(reason: SecretDecryptionReason, keyId: string | undefined): string {
  switch (reason) {
    case 'malformed':
      return 'Cannot decrypt a secret: the stored value is not in the v1 secrets format.';
    case 'unknown-key':
      return `Cannot decrypt a secret sealed with key ${keyId}: that key is not configured (SECRETS_KEY, SECRETS_PREVIOUS_KEYS or the key file).`;
    case 'rejected':
      return `Cannot decrypt a secret sealed with key ${keyId}: wrong key, wrong context or altered data.`;
  }
}

/** A stored secret could not be decrypted: not a ciphertext, an unknown key id, or authentication failed. */
export class SecretDecryptionError extends Error {
  constructor(
    readonly reason: SecretDecryptionReason,
    readonly keyId: string | undefined,
  ) {
    super(decryptionMessage(reason, keyId));
    this.name = 'SecretDecryptionError';
  }
}

/** The key file is unreadable, malformed, or could not be written. */
export class SecretsKeyFileError extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`Secrets key file ${file}: ${problem}`);
    this.name = 'SecretsKeyFileError';
  }
}
