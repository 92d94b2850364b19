import { parseArgs } from 'node:util';
import { roleIdSchema } from '@meridian/contracts/users';
import { ROLES, type RoleName } from '@meridian/contracts/roles';
import { loadConfig } from './config';
import { runSecretsCommand, SECRETS_USAGE } from './core/secrets/secrets-cli';
import type { OperatorCommand } from './ops/operator-command';

const USAGE = `Usage: npm run cli -- create-user --email EMAIL --password PASSWORD [--role admin|sales|affiliate|advertiser|email-marketing]... [--first-name NAME] [--last-name NAME]
   or: ${SECRETS_USAGE} | secrets reencrypt
   or: npm run cli -- backup --out FILE
   or: npm run cli -- restore FILE [--replace]
   or: npm run cli -- identity rotate-signing-key`;

const roleByFlag: Record<string, RoleName> = {
  admin: 'Admin',
  sales: 'Sales',
  affiliate: 'Affiliate',
  advertiser: 'Advertiser',
  'email-marketing': 'EmailMarketing',
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Operator commands (ops/), each in its own file, loaded only when asked for; they parse their own arguments.
const operatorCommands: Record<string, () => Promise<{ command: OperatorCommand }>> = {
  backup: () => import('./ops/backup.command'),
  restore: () => import('./ops/restore.command'),
  'secrets reencrypt': () => import('./ops/reencrypt.command'),
  'identity rotate-signing-key': () => import('./ops/rotate-signing-key.command'),
};
const argv = process.argv.slice(2);
const operator = operatorCommands[argv.slice(0, 2).join(' ')] ?? operatorCommands[argv[0] ?? ''];
if (operator) {
  try {
    await (await operator()).command.run(argv, (text) => console.log(text));
  } catch (error) {
    fail((error as Error).message);
  }
  process.exit(0);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', multiple: true },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});

if (positionals[0] === 'secrets') {
  try {
    console.log(runSecretsCommand(positionals.slice(1), loadConfig().secrets));
  } catch (error) {
    fail((error as Error).message);
  }
  process.exit(0);
}
if (positionals[0] !== 'create-user') fail(USAGE);
if (!values.email || !values.password) fail(`--email and --password are required.\n${USAGE}`);
const roleIds = (values.role ?? []).map((flag) => {
  const name = roleByFlag[flag.toLowerCase()];
  if (!name) fail(`Unknown role "${flag}". ${USAGE}`);
  return roleIdSchema.parse(ROLES[name]);
});

// Loaded here, so the secrets commands start without the database and the services.
const [{ openDatabase }, { migrate }, { createServices, seedDatabase }] = await Promise.all([
  import('./db/database'),
  import('./db/migrate'),
  import('./services'),
]);
const config = loadConfig();
const db = await openDatabase(config);
try {
  const services = createServices(db, config);
  await migrate(db, { then: () => seedDatabase(services) });
  const user = await services.users.provision({
    email: values.email,
    password: values.password,
    firstName: values['first-name'] ?? 'Admin',
    lastName: values['last-name'] ?? 'User',
    roleIds,
  });
  console.log(`User ${user.email} (id ${user.id}) has roles: ${user.roles.join(', ') || 'none'}.`);
} catch (error) {
  fail(`Could not create the user: ${(error as Error).message}`);
} finally {
  await db.close();
}
