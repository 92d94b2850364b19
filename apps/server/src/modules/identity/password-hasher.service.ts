import { hash, verify } from '@node-rs/argon2';

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 passes, 1 lane. */
export const ARGON2_TIME_COST = 2;
export const ARGON2_PARALLELISM = 1;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Costs what a real verify costs and always fails: used for unknown usernames. */
  verifyDummy(password: string): Promise<false>;
}

/**
 * argon2id through @node-rs/argon2, which runs on the libuv thread pool, off the event loop.
 * The algorithm is the library's default (argon2id); parameters travel inside each hash string.
 */
export function createPasswordHasher(memoryKib: number): PasswordHasher {
  const options = { memoryCost: memoryKib, timeCost: ARGON2_TIME_COST, parallelism: ARGON2_PARALLELISM };
  let dummy: Promise<string> | undefined;

  async function safeVerify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  return {
    hash: (password) => hash(password, options),
    verify: safeVerify,
    async verifyDummy(password) {
      dummy ??= hash('not a password anybody uses: dummy', options);
      await safeVerify(await dummy, password);
      return false;
    },
  };
}
