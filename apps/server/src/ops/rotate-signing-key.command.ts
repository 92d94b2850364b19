import { loadConfig } from '../config';
import type { OperatorCommand } from './operator-command';
import { openServerDatabase } from './server-database';

export const ROTATE_SIGNING_KEY_USAGE = 'npm run cli -- identity rotate-signing-key';

/**
 * `identity rotate-signing-key`: a new RS256 key signs the built-in pool's tokens from now on; the
 * others are retired but keep verifying the tokens they signed until those expire.
 */
export const command: OperatorCommand = {
  async run(args, print) {
    if (args.length !== 2) throw new Error(`Usage: ${ROTATE_SIGNING_KEY_USAGE}`);
    const config = loadConfig();
    const { db, services } = await openServerDatabase(config);
    try {
      const kid = await services.identity.rotateSigningKey();
      const minutes = Math.round(config.identity.accessTokenTtlSeconds / 60) + 5;
      print(
        [
          `New signing key ${kid}. Running servers start signing with it within a minute.`,
          `Tokens signed with the retired keys stay valid until they expire (within ${minutes} minutes); sign-ins`,
          'are not interrupted. Retired keys are removed from the key set after that.',
        ].join('\n'),
      );
    } finally {
      await db.close();
    }
  },
};
