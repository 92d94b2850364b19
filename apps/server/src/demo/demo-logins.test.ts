import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, passwordSignIn, type IdentityTestApp } from '../../test/identity-harness';
import { createDemoLogins } from './demo-logins';
import { usersDemo } from './domains/users.demo';
import { generateDemo } from './generate-demo';

/** `seed:demo` ends with a way to sign in as each demo role, and that way works. */
let t: IdentityTestApp;
let lines: string[];

beforeAll(async () => {
  t = await createIdentityTestApp();
  await generateDemo(t.database.db, {
    scale: 1,
    seed: 3,
    now: new Date(),
    holdMinutes: t.config.rsvp.holdMinutes,
    domains: [usersDemo],
  });
  lines = await createDemoLogins(t.database.db, t.config);
}, 120_000);
afterAll(() => t.close());

describe('demo sign-ins', () => {
  it('prints the sign-in page, one new password and an account of every role', () => {
    expect(lines[0]).toMatch(
      new RegExp(`^Sign in at ${t.config.publicUrl}/login as any of these demo accounts, password demo-[\\w-]{12}$`),
    );
    expect(lines.slice(1, 6).map((line) => line.trim().split(/\s{2,}/)[0])).toEqual([
      'Admin',
      'Sales',
      'Email Marketing',
      'Affiliate',
      'Advertiser',
    ]);
  });

  it('signs in as each of them, into an account holding that role', async () => {
    const password = /password (\S+)$/.exec(lines[0] ?? '')?.[1] ?? '';
    const expected = ['Admin', 'Sales', 'EmailMarketing', 'Affiliate', 'Advertiser'];
    for (const [index, line] of lines.slice(1, 6).entries()) {
      const email = line.trim().split(/\s+/).at(-1) ?? '';
      const tokens = await passwordSignIn(t, email, password);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/me',
        headers: { authorization: `Bearer ${tokens.AccessToken}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.roles).toContain(expected[index]);
    }
  });
});
