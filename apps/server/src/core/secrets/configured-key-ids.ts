import type { SecretsConfig } from '../../config/secrets';
import { readKeyFile } from './key-file';
import { keyIdOf } from './secret-key';

/**
 * Every key id the configuration decrypts with (SECRETS_KEY, SECRETS_PREVIOUS_KEYS, an existing key
 * file), without creating a key file: a restore checks what a backup needs before it changes anything.
 */
export function configuredKeyIds(config: SecretsConfig): string[] {
  const ids = new Set<string>();
  if (config.key) ids.add(keyIdOf(config.key));
  for (const key of config.previousKeys) ids.add(keyIdOf(key));
  for (const key of readKeyFile(config.keyFile)?.keys ?? []) ids.add(key.id);
  return [...ids];
}
