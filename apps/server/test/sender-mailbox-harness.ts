import { ROLES, type RoleName } from '@meridian/contracts/roles';
import { sql } from 'drizzle-orm';
import { createLogger } from '../src/lib/logger';
import type { MailboxOverrides } from '../src/modules/sender-mailboxes/sender-mailboxes.module';
import { createIdentityTestApp, signedUpAccount, type IdentityTestApp, type TestAccount } from './identity-harness';
import type { TestDatabase } from './test-database';

export interface MailboxTestApp extends IdentityTestApp {
  /** Every line the app and its services logged (pino JSON, trace level). */
  logLines: string[];
}

/** The app with every log line captured, senders' SMTP servers allowed on loopback unless `env` says otherwise. */
export async function createMailboxTestApp(
  options: { env?: Record<string, string>; overrides?: MailboxOverrides; database?: TestDatabase } = {},
): Promise<MailboxTestApp> {
  const logLines: string[] = [];
  const logger = createLogger('trace', { write: (line: string) => void logLines.push(line) });
  const t = await createIdentityTestApp({
    env: { MAIL_ALLOW_PRIVATE_HOSTS: 'true', ...options.env },
    services: { logger, mailboxes: options.overrides },
    deps: { logger },
    database: options.database,
  });
  return Object.assign(t, { logLines });
}

/** A signed-in user with a role and names, as the campaigns' From header shows them. */
export async function senderAccount(
  t: IdentityTestApp,
  email: string,
  role: RoleName = 'Sales',
): Promise<{ account: TestAccount; userId: number }> {
  const account = await signedUpAccount(t, email);
  const user = await t.services.users.provision({
    email,
    password: 'a long enough passphrase',
    firstName: 'Ana',
    lastName: 'Silva',
    roleIds: [ROLES[role]],
  });
  return { account, userId: user.id };
}

/** Every row of every table of the app's database, as text (to look for a secret in clear). */
export async function databaseText(t: IdentityTestApp): Promise<string> {
  const orm = t.database.db.orm;
  const tables = (await orm.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const rows = (await orm.execute(sql.raw(`select * from "${table}"`))) as unknown as { rows: unknown[] };
    parts.push(`${table}: ${JSON.stringify(rows.rows)}`);
  }
  return parts.join('\n');
}

/**
 * "Connect with Microsoft" as the browser goes through it: the start route, the provider's sign-in
 * page (a fake OAuth server that signs in at once), and the callback. Answers where the panel is sent.
 */
export async function connectWithMicrosoft(t: IdentityTestApp, auth: { authorization: string }): Promise<string> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/v2/marketingCredentials/oauth/microsoft/start',
    headers: auth,
    payload: { returnTo: '/emailMarketing/dashboard' },
  });
  if (started.statusCode !== 200) throw new Error(`starting the sign-in failed: ${started.body}`);
  const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
  const signedIn = await fetch(started.json<{ data: { url: string } }>().data.url, { redirect: 'manual' });
  const back = new URL(signedIn.headers.get('location') ?? '');
  const done = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
  return String(done.headers.location);
}
