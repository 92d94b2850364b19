import { parseArgs } from 'node:util';
import { roleIdSchema } from '@meridian/contracts/users';
import { ROLES, type RoleName } from '@meridian/contracts/roles';
import { loadConfig } from './config';
import { runSecretsCommand, SECRETS_USAGE } from './core/secrets/secrets-cli';

const USAGE = `Usage: npm run cli -- create-user --email EMAIL --password PASSWORD [--role admin|sales|affiliate|advertiser|email-marketing]... [--first-name NAME] [--last-name NAME]
   or: ${SECRETS_USAGE}`;

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
