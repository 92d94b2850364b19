import { ROLES, type RoleName } from '@meridian/contracts/roles';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentityTestApp,
  signedUpAccount,
  type IdentityTestApp,
  type TestAccount,
} from '../test/identity-harness';
import type { OwnershipFixture, RowAddress } from '../test/ownership/ownership-fixture';
import { createMetrics } from './core/metrics/metrics';

/**
 * Walks every route Fastify registered: each must declare who may call it, and each is called as
 * anonymous, as a signed-in user without a profile, and as a user of each role. Callers outside the
 * rule get 401/403; callers inside never do (the handler may still refuse the empty input).
 */
let t: IdentityTestApp;
let noProfile: TestAccount;
const byRole = new Map<RoleName, TestAccount>();
/**
 * Public routes whose own signed link is the credential: without a valid signature they answer 403,
 * as S3 does to a presigned PUT (the storage contract test holds both adapters to that).
 */
const SIGNED_LINK_ROUTES = new Set(['PUT /files/*']);
/** Public routes whose credential is an operator's shared token (METRICS_TOKEN): 401 to every user without it. */
const OPERATOR_TOKEN_ROUTES = new Set(['GET /metrics']);
const METRICS_TOKEN = 'matrix-metrics-token-0123456789';

beforeAll(async () => {
  // With METRICS_TOKEN set, so /metrics is registered and walked too.
  t = await createIdentityTestApp({
    env: { METRICS_TOKEN },
    services: { metrics: await createMetrics(true) },
  });
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

async function call(method: string, url: string, headers: Record<string, string> = {}, address?: RowAddress) {
  const hasBody = method === 'POST' || method === 'PUT';
  const res = await t.app.inject({
    method: method as 'GET',
    url: address ? addressedPath(url, address) : concretePath(url),
    headers,
    ...(hasBody ? { payload: {} } : {}),
  });
  return res.statusCode;
}

/** The path of a route with a fixture's row filled in (its params, then its query). */
function addressedPath(url: string, address: RowAddress): string {
  const path = url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = address.params?.[name];
    if (value === undefined) throw new Error(`ownership fixture gives no "${name}" for ${url}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(
    Object.entries(address.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/** Every `test/ownership/*.fixture.ts`, by resource. */
async function ownershipFixtures(): Promise<Map<string, OwnershipFixture>> {
  const folder = new URL('../test/ownership/', import.meta.url);
  const fixtures = new Map<string, OwnershipFixture>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.fixture.ts'))) {
    const { fixture } = (await import(new URL(file, folder).href)) as { fixture: OwnershipFixture };
    fixtures.set(fixture.resource, fixture);
  }
  return fixtures;
}

/** Two users of one role, the first owning what a fixture makes. */
async function twoUsersOf(role: RoleName) {
  const made = [];
  for (const name of ['owner', 'other']) {
    const email = `${name}.${role.toLowerCase()}@ownership.test`;
    const account = await signedUpAccount(t, email);
    const user = await t.services.users.provision({
      email,
      password: 'a long enough passphrase',
      firstName: name,
      lastName: role,
      roleIds: [ROLES[role]],
    });
    made.push({ account, userId: user.id });
  }
  const [owner, other] = made as [(typeof made)[number], (typeof made)[number]];
  return { owner, other };
}

describe('authorisation matrix', () => {
  it('has routes, each with an access rule', () => {
    const routes = t.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(route.access.kind).toMatch(/^(public|signed-in|registered|roles)$/);
    for (const name of OPERATOR_TOKEN_ROUTES) expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(name);
  });

  it('refuses or admits every caller as the route declares', async () => {
    const problems: string[] = [];
    for (const route of t.app.declaredRoutes) {
      if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
      const name = `${route.method} ${route.url}`;
      const anonymous = await call(route.method, route.url);
      if (OPERATOR_TOKEN_ROUTES.has(name)) {
        const statuses = [anonymous];
        for (const account of byRole.values()) {
          statuses.push(await call(route.method, route.url, { authorization: `Bearer ${account.token}` }));
        }
        if (statuses.some((status) => status !== 401)) problems.push(`${name}: without its token got ${statuses}`);
        continue;
      }
      if (route.access.kind === 'public') {
        const refused = anonymous === 401 || (anonymous === 403 && !SIGNED_LINK_ROUTES.has(name));
        if (refused) problems.push(`${name}: public but anonymous got ${anonymous}`);
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

  it("gives a user of the route's role a 404 on another user's row, and the owner their row", async () => {
    const owned = t.app.declaredRoutes.filter((route) => route.owned && route.method !== 'HEAD');
    const fixtures = await ownershipFixtures();
    const pairs = new Map<RoleName, Awaited<ReturnType<typeof twoUsersOf>>>();
    const problems: string[] = [];
    for (const route of owned) {
      const name = `${route.method} ${route.url}`;
      const fixture = fixtures.get(route.owned ?? '');
      if (!fixture) {
        problems.push(`${name}: no test/ownership fixture for "${route.owned}"`);
        continue;
      }
      const roles = route.access.kind === 'roles' ? route.access.roles : (['Sales'] as RoleName[]);
      const role = roles.find((r) => r !== 'Admin') ?? 'Admin';
      const users = pairs.get(role) ?? (await twoUsersOf(role));
      pairs.set(role, users);
      const address = await fixture.create(t, users.owner.userId);
      const other = await call(route.method, route.url, users.other.account.auth, address);
      if (other !== 404) problems.push(`${name}: another ${role} got ${other}, expected 404`);
      const owner = await call(route.method, route.url, users.owner.account.auth, address);
      if ([401, 403, 404].includes(owner)) problems.push(`${name}: the owner got ${owner}`);
    }
    expect(problems).toEqual([]);
  });
});
