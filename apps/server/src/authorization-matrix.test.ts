import { ROLES, type RoleName } from '@meridian/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentityTestApp,
  signedUpAccount,
  type IdentityTestApp,
  type TestAccount,
} from '../test/identity-harness';

/**
 * Walks every route Fastify registered: each must declare who may call it, and each is called as
 * anonymous, as a signed-in user without a profile, and as a user of each role. Callers outside the
 * rule get 401/403; callers inside never do (the handler may still refuse the empty input).
 */
let t: IdentityTestApp;
let noProfile: TestAccount;
const byRole = new Map<RoleName, TestAccount>();

beforeAll(async () => {
  t = await createIdentityTestApp();
  noProfile = await signedUpAccount(t, 'no-profile@matrix.test');
  for (const role of Object.keys(ROLES) as RoleName[]) {
    const account = await signedUpAccount(t, `${role.toLowerCase()}@matrix.test`);
    const user = await t.services.users.provision({
      email: account.email,
      password: 'a long enough passphrase',
      firstName: role,
      lastName: 'Tester',
      roleIds: [ROLES[role]],
    });
    expect(user.roles).toEqual([role]);
    byRole.set(role, account);
  }
});
afterAll(() => t.close());

function concretePath(url: string): string {
  return url
    .replace(/:id\b/g, '999999')
    .replace(/:slug\b/g, 'terms')
    .replace(/\*/g, 'anything')
    .replace(/:[A-Za-z]+/g, 'x');
}

async function call(method: string, url: string, headers: Record<string, string> = {}) {
  const hasBody = method === 'POST' || method === 'PUT';
  const res = await t.app.inject({
    method: method as 'GET',
    url: concretePath(url),
    headers,
    ...(hasBody ? { payload: {} } : {}),
  });
  return res.statusCode;
}

describe('authorisation matrix', () => {
  it('has routes, each with an access rule', () => {
    const routes = t.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(route.access.kind).toMatch(/^(public|signed-in|registered|roles)$/);
  });

  it('refuses or admits every caller as the route declares', async () => {
    const problems: string[] = [];
    for (const route of t.app.declaredRoutes) {
      if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
      const name = `${route.method} ${route.url}`;
      const anonymous = await call(route.method, route.url);
      if (route.access.kind === 'public') {
        if (anonymous === 401 || anonymous === 403) problems.push(`${name}: public but anonymous got ${anonymous}`);
        continue;
      }
      if (anonymous !== 401) problems.push(`${name}: anonymous got ${anonymous}, expected 401`);

      const withoutProfile = await call(route.method, route.url, { authorization: `Bearer ${noProfile.token}` });
      const expectProfileless = route.access.kind === 'signed-in' ? 'admitted' : 403;
      if (expectProfileless === 403 ? withoutProfile !== 403 : withoutProfile === 401 || withoutProfile === 403) {
        problems.push(`${name}: signed-in without profile got ${withoutProfile}`);
      }

      for (const [role, account] of byRole) {
        const status = await call(route.method, route.url, { authorization: `Bearer ${account.token}` });
        const allowed = route.access.kind !== 'roles' || route.access.roles.includes(role);
        if (allowed && (status === 401 || status === 403)) problems.push(`${name}: ${role} refused with ${status}`);
        if (!allowed && status !== 403) problems.push(`${name}: ${role} got ${status}, expected 403`);
      }
    }
    expect(problems).toEqual([]);
  });
});
