import { SYSTEM_MAIL_STATUS_LABELS, systemMailStatusSchema } from '@meridian/contracts/mail';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { EmbeddedDatabaseInUseError } from '../db/embedded-lock';
import type { OperatorCommand } from './operator-command';
import { openServerDatabase } from './server-database';

export const OUTBOX_USAGE = 'npm run cli -- outbox [--limit N]';
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 200;

/** Said when the server holds the embedded database: where to read the mail while it runs. */
const WHILE_RUNNING =
  'While the server runs, an admin reads system mail in the admin panel: Site settings → System mail.';

/** The `--limit` asked for, or a message saying what is wrong. */
function parseLimit(args: readonly string[]): number {
  const { values, positionals } = (() => {
    try {
      return parseArgs({ args: [...args], allowPositionals: true, options: { limit: { type: 'string' } } });
    } catch (error) {
      throw new Error(`${(error as Error).message}\nUsage: ${OUTBOX_USAGE}`);
    }
  })();
  if (positionals.length > 0) throw new Error(`Unexpected "${positionals.join(' ')}".\nUsage: ${OUTBOX_USAGE}`);
  if (values.limit === undefined) return DEFAULT_LIMIT;
  const limit = Number(values.limit);
  if (!/^\d+$/.test(values.limit) || limit < 1 || limit > MAX_LIMIT) {
    throw new Error(`--limit must be a whole number from 1 to ${MAX_LIMIT}.\nUsage: ${OUTBOX_USAGE}`);
  }
  return limit;
}

const stamp = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const indent = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => (line ? `    ${line}` : ''))
    .join('\n');

/**
 * `npm run cli -- outbox`: the most recent system mail with each body, newest first, for a developer
 * on the embedded default, where mail is kept rather than sent (docs/product.md, Logs). Like every
 * command on the embedded database it refuses while the server holds it, and says where else to look.
 */
export const command: OperatorCommand = {
  async run(args, print) {
    const limit = parseLimit(args.slice(1));
    const config = loadConfig();
    const opened = await openServerDatabase(config).catch((error: unknown) => {
      if (error instanceof EmbeddedDatabaseInUseError) throw new Error(`${error.message}\n${WHILE_RUNNING}`);
      throw error;
    });
    try {
      const messages = await opened.services.mailer.recent(limit);
      if (messages.length === 0) {
        print('No system mail yet.');
        return;
      }
      const blocks = messages.map((mail) => {
        const status = SYSTEM_MAIL_STATUS_LABELS[systemMailStatusSchema.catch('queued').parse(mail.status)];
        const files = mail.attachments.map((file) => file.filename);
        return [
          `#${mail.id}  ${stamp(mail.createdAt)}  ${mail.kind}  ${status}`,
          `To: ${mail.toAddress}`,
          `Subject: ${mail.subject}`,
          ...(files.length > 0 ? [`Attachments: ${files.join(', ')}`] : []),
          '',
          indent(mail.textBody.trimEnd()),
        ].join('\n');
      });
      print(blocks.join(`\n\n${'-'.repeat(72)}\n\n`));
    } finally {
      await opened.db.close();
    }
  },
};
