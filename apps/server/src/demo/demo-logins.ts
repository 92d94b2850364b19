import { randomBytes } from 'node:crypto';
import { ROLES, type RoleName } from '@meridian/contracts/roles';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { demoDatabase } from './demo-database.repository';

/** The roles in the order they are listed, with how the sign-in lines name them. */
const LISTED: { role: RoleName; label: string }[] = [
  { role: 'Admin', label: 'Admin' },
  { role: 'Sales', label: 'Sales' },
  { role: 'EmailMarketing', label: 'Email Marketing' },
  { role: 'Affiliate', label: 'Affiliate' },
  { role: 'Advertiser', label: 'Advertiser' },
];

export interface DemoLogin {
  label: string;
  email: string;
}

/**
 * A way to sign in as each demo role: the first demo user of each role gets a built-in user-pool
 * account with one new random password (printed once, never stored in clear), so the people the
 * demo data is about can be looked at from their own panels. Answers the lines to print.
 */
export async function createDemoLogins(database: Database, config: Config): Promise<string[]> {
  if (config.identity.mode !== 'builtin') {
    return [
      'Demo users have no sign-in with IDENTITY_MODE=cognito (their accounts live in AWS).',
      'Sign in as your own admin and look at them from the admin panel.',
    ];
  }
  const { createServices } = await import('../services');
  const { identity } = createServices(database, config);
  const password = `demo-${randomBytes(9).toString('base64url')}`;
  const firsts = await demoDatabase.firstOfEachRole(database.orm);
  const logins: DemoLogin[] = [];
  for (const { role, label } of LISTED) {
    const first = firsts.find((row) => row.roleId === ROLES[role]);
    if (!first) continue;
    const sub =
      (await identity.subOf(first.email)) ?? (await identity.createUser({ email: first.email, password })).sub;
    await demoDatabase.linkSub(database.orm, first.userId, sub);
    logins.push({ label, email: first.email });
  }
  const width = Math.max(...logins.map((login) => login.label.length));
  return [
    `Sign in at ${config.publicUrl}/login as any of these demo accounts, password ${password}`,
    ...logins.map((login) => `  ${login.label.padEnd(width)}  ${login.email}`),
    'The password is shown only now; run the demo again on an empty database for another.',
    'The admin sets up two-step sign-in (an authenticator app) at the first sign-in.',
  ];
}
