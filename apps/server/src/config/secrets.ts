import path from 'node:path';
import { z } from 'zod';

const SECRETS_KEY_HINT = 'make one with: openssl rand -base64 32';
const BASE64 = /^(?:[A-Za-z0-9+/]+={0,2}|[A-Za-z0-9_-]+)$/;

const decodeSecretsKey = (text: string) =>
  Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');

/** A problem with one base64 (or base64url) secrets key, or undefined when it decodes to exactly 32 bytes. */
function secretsKeyProblem(text: string): string | undefined {
  if (!BASE64.test(text) || text.replace(/=+$/, '').length % 4 === 1) return `must be base64 (${SECRETS_KEY_HINT})`;
  const bytes = decodeSecretsKey(text).length;
  return bytes === 32 ? undefined : `must decode to exactly 32 bytes, not ${bytes} (${SECRETS_KEY_HINT})`;
}

const secretsKey = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    const problem = secretsKeyProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(decodeSecretsKey);

const secretsKeyList = z
  .string()
  .transform((text) => text.split(',').map((part) => part.trim()))
  .superRefine((keys, ctx) => {
    keys.forEach((key, index) => {
      const problem = key ? secretsKeyProblem(key) : 'must not be empty';
      if (problem) ctx.addIssue({ code: 'custom', message: `key ${index + 1} of ${keys.length} ${problem}` });
    });
  })
  .transform((keys) => keys.map(decodeSecretsKey));

/** The environment keys of the secrets service. */
export const secretsEnv = {
  SECRETS_KEY: secretsKey.optional(),
  SECRETS_PREVIOUS_KEYS: secretsKeyList.optional(),
};

type SecretsEnv = z.output<z.ZodObject<typeof secretsEnv>>;

/** Keys of the secrets service (stored mailbox passwords, tokens and signing keys). */
export interface SecretsConfig {
  /** SECRETS_KEY (32 bytes): encrypts new values; unset: the key file's current key does. */
  key: Buffer | undefined;
  /** SECRETS_PREVIOUS_KEYS: still decrypt what they sealed. */
  previousKeys: Buffer[];
  /** DATA_DIR/secrets.keys.json: created (mode 0600) when SECRETS_KEY is unset. */
  keyFile: string;
}

/** Key bytes stay out of JSON (logs): the object serialises as "[secrets]". */
export function secretsConfig(e: SecretsEnv, dataDir: string): SecretsConfig {
  const secrets = {
    key: e.SECRETS_KEY,
    previousKeys: e.SECRETS_PREVIOUS_KEYS ?? [],
    keyFile: path.join(dataDir, 'secrets.keys.json'),
  };
  return Object.defineProperty(secrets, 'toJSON', { enumerable: false, value: () => '[secrets]' });
}
