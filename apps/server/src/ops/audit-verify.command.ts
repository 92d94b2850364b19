import { verifyAuditChain } from '../core/audit/audit-maintenance';
import { loadConfig } from '../config';
import type { OperatorCommand } from './operator-command';
import { openServerDatabase } from './server-database';

export const AUDIT_VERIFY_USAGE = 'npm run cli -- audit verify';

const intact = (count: number) =>
  count === 0
    ? 'It is the oldest entry.'
    : count === 1
      ? 'The one entry before it is intact.'
      : `The ${count} entries before it are intact.`;

/**
 * `npm run cli -- audit verify`: walks the audit log's hash chain (docs/decisions/2026-11-27-audit-log.md)
 * and prints OK with the number of entries and the newest hash, which an operator may note down to
 * compare with a later run. A broken chain names the first entry that does not hold and fails (exit 1).
 */
export const command: OperatorCommand = {
  async run(args, print) {
    if (args.length > 2) throw new Error(`Unexpected "${args.slice(2).join(' ')}".\nUsage: ${AUDIT_VERIFY_USAGE}`);
    const opened = await openServerDatabase(loadConfig());
    try {
      const report = await verifyAuditChain(opened.db.orm);
      if (!report.ok) {
        throw new Error(`Audit log broken at entry #${report.brokenId}: ${report.problem}. ${intact(report.count)}`);
      }
      if (report.count === 0) {
        print('Audit log OK: no entries yet.');
        return;
      }
      print(
        `Audit log OK: ${report.count} entries (#${report.firstId} to #${report.lastId}) follow each other unchanged.\n` +
          `Newest hash: ${report.headHash}`,
      );
    } finally {
      await opened.db.close();
    }
  },
};
