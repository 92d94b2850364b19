import type { SecretsConfig } from '../../config/secrets';
import { readKeyFile, rotateKeyFile } from './key-file';
import { createSecrets } from './secrets.service';

/**
 * `npm run cli -- secrets status|rotate`. Status prints where the keys come from and their ids
 * (never the keys); rotate adds a fresh key to the key file and makes it current.
 */

export const SECRETS_USAGE = 'npm run cli -- secrets status | secrets rotate';

function status(config: SecretsConfig): string {
  const secrets = createSecrets(config);
  const source = secrets.source === 'env' ? 'SECRETS_KEY' : `key file ${config.keyFile}`;
  return [
    `Secrets key source: ${source}`,
    `Current key id: ${secrets.currentKeyId}`,
    `Key ids that decrypt: ${secrets.keyIds.join(', ')}`,
  ].join('\n');
}

function rotate(config: SecretsConfig): string {
  if (config.key) {
    throw new Error(
      'SECRETS_KEY is set, so the key file is not used. To rotate, make a new key (openssl rand -base64 32), ' +
        'set it as SECRETS_KEY on every instance and add the old one to SECRETS_PREVIOUS_KEYS.',
    );
  }
  const before = readKeyFile(config.keyFile);
  const after = rotateKeyFile(config.keyFile);
  const kept = before ? `; ${before.keys.length} older key(s) kept` : ' (the file was created)';
  return [
    `Key file ${config.keyFile}: new current key ${after.current.id}${kept}.`,
    'Restart the server so new values use it; values sealed with older keys still decrypt.',
  ].join('\n');
}

/** Runs one `secrets` subcommand and returns what to print; throws with a message on a bad request. */
export function runSecretsCommand(args: readonly string[], config: SecretsConfig): string {
  if (args.length === 1 && args[0] === 'status') return status(config);
  if (args.length === 1 && args[0] === 'rotate') return rotate(config);
  throw new Error(`Usage: ${SECRETS_USAGE}`);
}
