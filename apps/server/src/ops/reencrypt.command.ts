import { loadConfig } from '../config';
import { reencryptAll } from '../core/secrets/reencrypt';
import type { OperatorCommand } from './operator-command';
import { openServerDatabase } from './server-database';

export const REENCRYPT_USAGE = 'npm run cli -- secrets reencrypt';

/**
 * `secrets reencrypt`: every stored secret sealed again with the current key, so older keys can be
 * retired (docs/deploy.md, Key rotation). Safe beside running servers: each value is replaced only
 * if nobody wrote it meanwhile.
 */
export const command: OperatorCommand = {
  async run(args, print) {
    if (args.length !== 2) throw new Error(`Usage: ${REENCRYPT_USAGE}`);
    const config = loadConfig();
    const { db, services } = await openServerDatabase(config);
    try {
      const { secrets } = services;
      const columns = services.modules.flatMap((module) => module.sealed ?? []);
      const report = await reencryptAll(db.orm, secrets, columns);
      print(`Current key: ${secrets.currentKeyId} (${secrets.source === 'env' ? 'SECRETS_KEY' : 'the key file'}).`);
      for (const column of report.columns) {
        print(`  ${column.name}: ${column.reencrypted} re-encrypted, ${column.current} already on the current key`);
      }
      if (report.changedMeanwhile > 0) {
        print(`  ${report.changedMeanwhile} value(s) were saved by a running server meanwhile (with its current key).`);
      }
      if (report.failures.length > 0) {
        for (const failure of report.failures) print(`  ${failure.column} ${failure.id}: ${failure.message}`);
        throw new Error(
          `${report.failures.length} stored secret(s) could not be opened with any configured key and were left as ` +
            'they are. Add the key they name to SECRETS_PREVIOUS_KEYS and run this command again.',
        );
      }
      print(
        [
          `Every stored secret is now sealed with key ${secrets.currentKeyId}; no stored secret needs an older key.`,
          'Before you remove an older key from SECRETS_PREVIOUS_KEYS, keep in mind what else it still opens:',
          '  - links in mail already sent (unsubscribe, newsletter preferences, open and click tracking) and',
          '    affiliate referral cookies are signed with the key that was current then; keep it for as long as',
          '    those should work (at least 30 days for unsubscribe links);',
          '  - backups taken before this run need it to be restored.',
        ].join('\n'),
      );
    } finally {
      await db.close();
    }
  },
};
