import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createIdentityTestApp, passwordSignIn, type IdentityTestApp } from '../../../test/identity-harness';
import { AppError } from '../../lib/app-error';
import { pruneIdentityRecords } from './identity-cleanup.jobs';
import { createPasswordHasher } from './password-hasher.service';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());

describe('the identity service other modules call', () => {
  it('creates confirmed users and finds them by sub and email', async () => {
    const user = await t.services.identity.createUser({
      email: ' Ivy@Example.test ',
      password: 'ivy has a passphrase',
      attributes: { given_name: 'Ivy' },
    });
    expect(user).toMatchObject({
      username: 'ivy@example.test',
      email: 'ivy@example.test',
      status: 'confirmed',
      emailVerified: true,
      disabled: false,
    });
    expect(await t.services.identity.findBySub(user.sub)).toEqual(user);
    expect(await t.services.identity.subOf('IVY@example.test')).toBe(user.sub);
    expect(await t.services.identity.emailOf(user.sub)).toBe('ivy@example.test');
    expect(await t.services.identity.findBySub('not-a-uuid')).toBeUndefined();
    expect(await t.services.identity.subOf('nobody@example.test')).toBeNull();
    await expect(passwordSignIn(t, 'ivy@example.test', 'ivy has a passphrase')).resolves.toHaveProperty('IdToken');
  });

  it('refuses duplicates, bad emails and weak passwords with AppErrors', async () => {
    const attempt = (email: string, password: string) =>
      t.services.identity.createUser({ email, password }).catch((e: unknown) => e);
    expect(await attempt('ivy@example.test', 'another passphrase')).toMatchObject({
      code: 'CONFLICT',
      message: 'User already exists',
    });
    expect(await attempt('not an email', 'another passphrase')).toMatchObject({ code: 'VALIDATION' });
    const weak = await attempt('jo@example.test', 'password');
    expect(weak).toBeInstanceOf(AppError);
    expect(weak).toMatchObject({
      code: 'VALIDATION',
      message: 'Password did not conform with policy: Password is too common',
    });
  });

  it('disables (ending every session at once) and enables users; unknown subs are ignored', async () => {
    const user = await t.services.identity.createUser({ email: 'kai@example.test', password: 'kai has a passphrase' });
    const one = await passwordSignIn(t, 'kai@example.test', 'kai has a passphrase');
    const two = await passwordSignIn(t, 'kai@example.test', 'kai has a passphrase');
    await t.services.identity.disableUser(user.sub);
    expect(await t.app.tokenVerifier.verifyAccessToken(one.AccessToken)).toBeNull();
    expect(await t.app.tokenVerifier.verifyAccessToken(two.AccessToken)).toBeNull();
    const refresh = await t.call('GetTokensFromRefreshToken', { ClientId: t.clientId, RefreshToken: one.RefreshToken });
    expect(refresh.errorType).toBe('NotAuthorizedException');
    expect((await t.services.identity.findBySub(user.sub))?.disabled).toBe(true);
    await t.services.identity.enableUser(user.sub);
    await expect(passwordSignIn(t, 'kai@example.test', 'kai has a passphrase')).resolves.toHaveProperty('AccessToken');
    await expect(t.services.identity.disableUser('00000000-0000-4000-8000-000000000000')).resolves.toBeUndefined();
  });

  it('gives the browser the Amplify configuration, with this server as the endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().data.auth).toEqual({
      Cognito: {
        userPoolId: 'us-east-1_MeridianLocal',
        userPoolClientId: 'meridianwebclient',
        userPoolEndpoint: 'http://127.0.0.1:0/identity',
      },
    });
  });

  it('prunes what nobody can use any more', async () => {
    await expect(pruneIdentityRecords(30).run(t.database.db.orm)).resolves.toBeGreaterThanOrEqual(0);
  });
});

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters by default', async () => {
    expect(t.config.identity.mode === 'builtin' && t.config.identity.argon2MemoryKib).toBe(4096);
    const hasher = createPasswordHasher(19_456);
    const hash = await hasher.hash('a production passphrase');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'a production passphrase')).toBe(true);
    expect(await hasher.verify(hash, 'a production passphrasf')).toBe(false);
    expect(await hasher.verify('not a hash', 'x')).toBe(false);
    expect(await hasher.verifyDummy('x')).toBe(false);
  });
});

describe('Cognito mode', () => {
  let cognito: TestApp;
  beforeAll(async () => {
    cognito = await createTestApp({
      env: {
        IDENTITY_MODE: 'cognito',
        COGNITO_REGION: 'eu-west-2',
        COGNITO_USER_POOL_ID: 'eu-west-2_AbC123',
        COGNITO_CLIENT_ID: 'webclient42',
      },
    });
  });
  afterAll(() => cognito.close());

  it('points the browser at AWS, allows it in the CSP, and serves no pool of its own', async () => {
    const res = await cognito.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().data.auth).toEqual({
      Cognito: { userPoolId: 'eu-west-2_AbC123', userPoolClientId: 'webclient42' },
    });
    expect(String(res.headers['content-security-policy'])).toContain(
      "connect-src 'self' https://cognito-idp.eu-west-2.amazonaws.com",
    );
    const pool = await cognito.app.inject({ method: 'POST', url: '/identity', payload: {} });
    expect(pool.statusCode).toBe(404);
  });

  it('leaves user administration to AWS', async () => {
    await expect(
      cognito.services.identity.createUser({ email: 'a@b.test', password: 'long enough pass' }),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await expect(cognito.services.identity.disableUser('x')).resolves.toBeUndefined();
    expect(await cognito.services.identity.emailOf('x')).toBeNull();
    expect(await cognito.app.tokenVerifier.verifyAccessToken('garbage')).toBeNull();
  });
});
