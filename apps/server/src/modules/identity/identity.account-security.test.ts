import { accountSecuritySchema } from '@meridian/contracts/identity-account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, passwordSignIn, type IdentityTestApp } from '../../../test/identity-harness';

// The Account page's server side and Site settings → Security (docs/decisions/2026-11-27-totp-mfa.md).

let t: IdentityTestApp;
const PASSWORD = 'account security passphrase';
let admin: { authorization: string };

beforeAll(async () => {
  t = await createIdentityTestApp();
  await t.services.users.provision({
    email: 'sofia.admin@account.test',
    password: PASSWORD,
    firstName: 'Sofia',
    lastName: 'Admin',
    roleIds: [1],
  });
  await t.services.users.provision({
    email: 'sam.sales@account.test',
    password: PASSWORD,
    firstName: 'Sam',
    lastName: 'Sales',
    roleIds: [2],
  });
  admin = { authorization: `Bearer ${(await passwordSignIn(t, 'sofia.admin@account.test', PASSWORD)).AccessToken}` };
});
afterAll(() => t.close());

const initiate = (username: string) =>
  t.call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: t.clientId,
    AuthParameters: { USERNAME: username, PASSWORD },
  });

describe('GET /api/v1/account/security', () => {
  it('lists the live sign-ins, marks the current one, and says whether MFA is required', async () => {
    const first = await passwordSignIn(t, 'sam.sales@account.test', PASSWORD);
    const second = await passwordSignIn(t, 'sam.sales@account.test', PASSWORD);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/security',
      headers: { authorization: `Bearer ${second.AccessToken}` },
    });
    expect(res.statusCode).toBe(200);
    const view = accountSecuritySchema.parse(res.json().data);
    expect(view.mfaRequired).toBe(false);
    expect(view.sessions).toHaveLength(2);
    expect(view.sessions?.filter((session) => session.current)).toHaveLength(1);
    expect(view.sessions?.[0]?.current).toBe(true);
    // Signed out everywhere: the other sign-in is gone from the list, and this token too.
    await t.call('GlobalSignOut', { AccessToken: first.AccessToken });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/security',
      headers: { authorization: `Bearer ${second.AccessToken}` },
    });
    expect(after.statusCode).toBe(401);

    const forAdmin = await t.app.inject({ method: 'GET', url: '/api/v1/account/security', headers: admin });
    expect(accountSecuritySchema.parse(forAdmin.json().data).mfaRequired).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/account/security' })).statusCode).toBe(401);
  });
});

describe('Site settings → Security', () => {
  it('starts with Admin, and a saved change asks the roles added for MFA setup at their next sign-in', async () => {
    const url = '/api/v1/admin/security-settings';
    expect((await t.app.inject({ method: 'GET', url, headers: admin })).json().data).toEqual({
      mfaRequiredRoleIds: [1],
    });
    expect((await initiate('sam.sales@account.test')).body).toHaveProperty('AuthenticationResult');
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: { mfaRequiredRoleIds: [2, 1, 2] },
    });
    expect(saved.json().data).toEqual({ mfaRequiredRoleIds: [1, 2] });
    expect((await initiate('sam.sales@account.test')).body).toMatchObject({ ChallengeName: 'MFA_SETUP' });
    const refused = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { mfaRequiredRoleIds: [9] } });
    expect(refused.statusCode).toBe(422);

    const sales = await passwordSignIn(t, 'sam.sales@account.test', PASSWORD);
    const forbidden = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${sales.AccessToken}` },
    });
    expect(forbidden.statusCode).toBe(403);
    await t.app.inject({ method: 'PUT', url, headers: admin, payload: { mfaRequiredRoleIds: [1] } });
  });
});
