import { loadConfig } from './config';
import { runSecretsCommand, SECRETS_USAGE } from './core/secrets/secrets-cli';
import { CREATE_USER_USAGE } from './ops/create-user.command';
import type { OperatorCommand } from './ops/operator-command';

const USAGE = `Usage: ${CREATE_USER_USAGE}
   or: ${SECRETS_USAGE} | secrets reencrypt
   or: npm run cli -- backup --out FILE
   or: npm run cli -- restore FILE [--replace]
   or: npm run cli -- identity rotate-signing-key
   or: npm run cli -- outbox [--limit N]
   or: npm run cli -- audit verify`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Each command in its own file under ops/, loaded only when asked for; each parses its own arguments.
const commands: Record<string, () => Promise<{ command: OperatorCommand }>> = {
  'create-user': () => import('./ops/create-user.command'),
  backup: () => import('./ops/backup.command'),
  restore: () => import('./ops/restore.command'),
  'secrets reencrypt': () => import('./ops/reencrypt.command'),
  'identity rotate-signing-key': () => import('./ops/rotate-signing-key.command'),
  outbox: () => import('./ops/outbox.command'),
  'audit verify': () => import('./ops/audit-verify.command'),
};
const argv = process.argv.slice(2);
const chosen = commands[argv.slice(0, 2).join(' ')] ?? commands[argv[0] ?? ''];
if (chosen) {
  try {
    await (await chosen()).command.run(argv, (text) => console.log(text));
  } catch (error) {
    fail((error as Error).message);
  }
  process.exit(0);
}
// The key commands need neither the database nor the services.
if (argv[0] === 'secrets') {
  try {
    console.log(runSecretsCommand(argv.slice(1), loadConfig().secrets));
  } catch (error) {
    fail((error as Error).message);
  }
  process.exit(0);
}
fail(USAGE);
