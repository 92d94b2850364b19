import { SIGN_UP_MESSAGES } from '@meridian/contracts/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentityTestApp,
  passwordSignIn,
  signedUpAccount,
  type IdentityTestApp,
  type TestAccount,
} from '../../../test/identity-harness';
import { eq } from 'drizzle-orm';
import { domainEvents } from '../../core/events/domain-events.tables';
import { AUTH_MESSAGES } from '../../lib/request-auth';

let t: IdentityTestApp;
let admin: TestAccount;

async function publishedPayloads(type: string) {
  const rows = await t.database.db.orm.select().from(domainEvents).where(eq(domainEvents.type, type));
  return rows.map((row) => row.payload);
}

function profile(account: TestAccount, extra: Record<string, unknown> = {}) {
  return {
    sub: account.sub,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: account.email,
    termsAgreed: true,
    ...extra,
  };
}

async function register(account: TestAccount, extra: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/user', headers: account.auth, payload: profile(account, extra) });
}

beforeAll(async () => {
  t = await createIdentityTestApp();
  await t.services.users.provision({
    email: 'admin@academy.test',
    password: 'admin passphrase 1',
    firstName: 'Site',
    lastName: 'Admin',
    roleIds: [1],
  });
  const tokens = await passwordSignIn(t, 'admin@academy.test', 'admin passphrase 1');
  const sub = JSON.parse(Buffer.from(tokens.AccessToken.split('.')[1] ?? '', 'base64url').toString()).sub as string;
  admin = {
    email: 'admin@academy.test',
    sub,
    token: tokens.AccessToken,
    auth: { authorization: `Bearer ${tokens.AccessToken}` },
  };
});
afterAll(() => t.close());

describe('POST /api/v1/user (register)', () => {
  it('creates the profile of the signed-in pool user as an affiliate and returns roleId 3', async () => {
    const account = await signedUpAccount(t, 'affiliate@academy.test');
    const res = await register(account, { roleId: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: 'affiliate@academy.test', roles: ['Affiliate'], roleId: 3 });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: account.auth });
    expect(me.json().data).toMatchObject({ roles: ['Affiliate'], roleIds: [3], firstName: 'Ada' });
    expect((await register(account, { roleId: 3 })).statusCode).toBe(409);
  });

  it('registers an advertiser with the chosen plan, and a user with no role', async () => {
    const advertiser = await signedUpAccount(t, 'ads@academy.test');
    expect((await register(advertiser, { roleId: 4, plan: 'yearly' })).json().data.roleId).toBe(4);
    const plain = await signedUpAccount(t, 'plain@academy.test');
    const res = await register(plain, { roleId: null });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ roles: [], roleId: null });
  });

  it.each([1, 2, 5])('refuses to hand out role %i at sign-up with 403 and a clear message', async (roleId) => {
    const account = await signedUpAccount(t, `escalate${roleId}@academy.test`);
    const res = await register(account, { roleId });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SIGN_UP_MESSAGES.privilegedRole);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: account.auth })).statusCode).toBe(404);
  });

  it('refuses a registration for another subject or another email', async () => {
    const account = await signedUpAccount(t, 'mine@academy.test');
    const other = await register(account, { sub: 'someone-else' });
    expect(other.statusCode).toBe(403);
    const email = await register(account, { email: 'theirs@academy.test' });
    expect(email.statusCode).toBe(403);
    expect(email.json().message).toBe('The email does not match the signed-in account.');
  });

  it('answers invalid fields with 422 and the documented messages', async () => {
    const account = await signedUpAccount(t, 'fields@academy.test');
    const res = await register(account, { firstName: ' ', email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: SIGN_UP_MESSAGES.firstName },
        { path: 'email', message: SIGN_UP_MESSAGES.email },
      ]),
    );
  });

  it('needs a valid token', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/user', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(AUTH_MESSAGES.missing);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(AUTH_MESSAGES.invalid);
  });
});

describe('GET /api/auth/check and /api/v1/user?userEmail=', () => {
  it('checks a token', async () => {
    const account = await signedUpAccount(t, 'check@academy.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/check', headers: account.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/check' })).statusCode).toBe(401);
  });

  it('lets users read their own record and admins anyone', async () => {
    const account = await signedUpAccount(t, 'lookup@academy.test');
    await register(account, { roleId: 3 });
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user?userEmail=LOOKUP@academy.test',
      headers: account.auth,
    });
    expect(own.json().data.roleId).toBe(3);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user?userEmail=affiliate@academy.test',
      headers: account.auth,
    });
    expect(other.statusCode).toBe(403);
    const byAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user?userEmail=lookup@academy.test',
      headers: admin.auth,
    });
    expect(byAdmin.json().data.email).toBe('lookup@academy.test');
  });
});

describe('admin: Email Users', () => {
  it('lists with search, role filter and keyset pages', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users?limit=2', headers: admin.auth });
    const page1 = first.json().data;
    expect(page1.items).toHaveLength(2);
    expect(page1.nextCursor).toBe(page1.items[1].id);
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users?limit=2&after=${page1.nextCursor}`,
      headers: admin.auth,
    });
    expect(second.json().data.items[0].id).toBeGreaterThan(page1.nextCursor);
    const search = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users?search=lookup', headers: admin.auth });
    expect(search.json().data.items.map((u: { email: string }) => u.email)).toEqual(['lookup@academy.test']);
    const affiliates = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users?roleId=3', headers: admin.auth });
    expect(affiliates.json().data.items.every((u: { roleIds: number[] }) => u.roleIds.includes(3))).toBe(true);
  });

  it('publishes user.signed_up when a profile is created, with ids only', async () => {
    const account = await signedUpAccount(t, 'announced@academy.test');
    const id = (await register(account, { roleId: 3 })).json().data.id as number;
    const payloads = await publishedPayloads('user.signed_up');
    expect(payloads).toContainEqual({ userId: id, roleIds: [3], via: 'self' });
    expect(JSON.stringify(payloads)).not.toContain('announced@academy.test');
  });

  it('publishes user.roles_changed when an admin changes roles, and nothing when they stay the same', async () => {
    const account = await signedUpAccount(t, 'promoted@academy.test');
    const id = (await register(account)).json().data.id as number;
    const put = (roleIds: number[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/users/${id}/roles`,
        headers: admin.auth,
        payload: { roleIds },
      });
    expect((await put([2])).statusCode).toBe(200);
    expect((await put([2])).statusCode).toBe(200);
    const mine = (await publishedPayloads('user.roles_changed')).filter((p) => p.userId === id);
    expect(mine).toEqual([{ userId: id, roleIds: [2], previousRoleIds: [], changedBy: expect.any(Number) }]);
  });

  it('grants and revokes Sales; the user sees it at once', async () => {
    const account = await signedUpAccount(t, 'seller@academy.test');
    const id = (await register(account)).json().data.id as number;
    const granted = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${id}/roles`,
      headers: admin.auth,
      payload: { roleIds: [2] },
    });
    expect(granted.json().data.roles).toEqual(['Sales']);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: account.auth });
    expect(me.json().data).toMatchObject({ roles: ['Sales'], roleId: 2 });
    const adminOnly = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: account.auth });
    expect(adminOnly.statusCode).toBe(403);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${id}/roles`,
      headers: admin.auth,
      payload: { roleIds: [] },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: account.auth })).json().data.roles,
    ).toEqual([]);
  });

  it('rejects unknown roles and users', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/users/1/roles',
      headers: admin.auth,
      payload: { roleIds: [9] },
    });
    expect(bad.statusCode).toBe(422);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/99999/disable',
      headers: admin.auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('disabling a user ends their sessions at once; enabling lets them sign in again', async () => {
    const account = await signedUpAccount(t, 'leaver@academy.test');
    const id = (await register(account, { roleId: 3 })).json().data.id as number;
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${id}/disable`,
      headers: admin.auth,
    });
    expect(disabled.json().data.disabled).toBe(true);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: account.auth });
    expect(after.statusCode).toBe(401);
    await t.app.inject({ method: 'POST', url: `/api/v1/admin/users/${id}/enable`, headers: admin.auth });
    const tokens = await passwordSignIn(t, 'leaver@academy.test', 'a long enough passphrase');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${tokens.AccessToken}` },
    });
    expect(me.json().data.disabled).toBe(false);
  });

  it('an admin cannot lock themselves out', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: admin.auth })).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${me.id}/roles`,
      headers: admin.auth,
      payload: { roleIds: [2] },
    });
    expect(res.statusCode).toBe(409);
  });
});
