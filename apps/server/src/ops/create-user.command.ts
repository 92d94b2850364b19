import { parseArgs } from 'node:util';
import { ROLES, type RoleName } from '@meridian/contracts/roles';
import { emailSchema, firstNameField, lastNameField, roleIdSchema } from '@meridian/contracts/users';
import { loadConfig } from '../config';
import type { OperatorCommand } from './operator-command';

export const CREATE_USER_USAGE =
  'npm run cli -- create-user --email EMAIL --password PASSWORD --first-name NAME --last-name NAME ' +
  '[--role admin|sales|affiliate|advertiser|email-marketing]...';

const roleByFlag: Record<string, RoleName> = {
  admin: 'Admin',
  sales: 'Sales',
  affiliate: 'Affiliate',
  advertiser: 'Advertiser',
  'email-marketing': 'EmailMarketing',
};

/** Said when the server holds the embedded database: how to reach the same result while it runs. */
const WHILE_RUNNING =
  'While the server runs, an admin can grant Sales and Email Marketing in the admin panel’s Email Users ' +
  'section, and people sign up themselves as affiliates or advertisers.';

const OPTIONS = {
  email: { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string', multiple: true },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
} as const;

/** A refusal of the command line: its message and the usage. */
export class CreateUserUsageError extends Error {}

/** The checked command line: who to create, with which roles. */
export function parseCreateUser(args: string[]) {
  const { values, positionals } = (() => {
    try {
      return parseArgs({ args, allowPositionals: true, options: OPTIONS });
    } catch (error) {
      throw new CreateUserUsageError((error as Error).message);
    }
  })();
  if (positionals.length > 0) throw new CreateUserUsageError(`Unexpected "${positionals.join(' ')}".`);
  const missing = (['email', 'password', 'first-name', 'last-name'] as const).filter((flag) => !values[flag]?.trim());
  if (missing.length > 0) {
    throw new CreateUserUsageError(
      `${missing.map((flag) => `--${flag}`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} required.`,
    );
  }
  const email = emailSchema.safeParse(values.email);
  if (!email.success) throw new CreateUserUsageError(`--email: ${email.error.issues[0]?.message}`);
  const firstName = firstNameField.safeParse(values['first-name']);
  const lastName = lastNameField.safeParse(values['last-name']);
  if (!firstName.success) throw new CreateUserUsageError(`--first-name: ${firstName.error.issues[0]?.message}`);
  if (!lastName.success) throw new CreateUserUsageError(`--last-name: ${lastName.error.issues[0]?.message}`);
  const roleIds = (values.role ?? []).map((flag) => {
    const name = roleByFlag[flag.toLowerCase()];
    if (!name) throw new CreateUserUsageError(`Unknown role "${flag}".`);
    return roleIdSchema.parse(ROLES[name]);
  });
  return {
    email: email.data,
    password: values.password ?? '',
    firstName: firstName.data,
    lastName: lastName.data,
    roleIds,
  };
}

/**
 * `npm run cli -- create-user`: an account in the user pool and its profile with the roles given (or
 * those roles added to an existing account). Refuses while the server holds the embedded database
 * (docs/decisions/2026-11-27-cli-beside-server.md). Answers the line to print.
 */
export async function runCreateUser(args: string[]): Promise<string> {
  const input = parseCreateUser(args);
  // Loaded here, so a usage error answers without opening the database.
  const [{ openDatabaseOrExit }, { migrate }, { createServices, seedDatabase }] = await Promise.all([
    import('../db/open-or-exit'),
    import('../db/migrate'),
    import('../services'),
  ]);
  const config = loadConfig();
  const db = await openDatabaseOrExit(config, WHILE_RUNNING);
  try {
    const services = createServices(db, config);
    await migrate(db, { then: () => seedDatabase(services) });
    const user = await services.users.provision(input);
    return `User ${user.email} (${user.firstName} ${user.lastName}, id ${user.id}) has roles: ${user.roles.join(', ') || 'none'}.`;
  } finally {
    await db.close();
  }
}

/** The CLI's `create-user`: a usage error prints the usage too. */
export const command: OperatorCommand = {
  async run(args, print) {
    try {
      print(await runCreateUser(args.slice(1)));
    } catch (error) {
      if (error instanceof CreateUserUsageError) throw new Error(`${error.message}\nUsage: ${CREATE_USER_USAGE}`);
      throw new Error(`Could not create the user: ${(error as Error).message}`);
    }
  },
};
