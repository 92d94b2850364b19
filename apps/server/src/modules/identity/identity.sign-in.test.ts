import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIdentityTestApp, passwordSignIn, type IdentityTestApp } from '../../../test/identity-harness';
import { srpSignIn } from '../../../test/srp-client';
import { lockSeconds } from './lockout-policy.rules';

let t: IdentityTestApp;
const clock = () =>
  t.clock ??
  (() => {
    throw new Error('manual clock expected');
  })();
const PASSWORD = 'sign-in test passphrase';

beforeAll(async () => {
  t = await createIdentityTestApp({ manualClock: true });
  await t.services.identity.createUser({ email: 'sam@example.test', password: PASSWORD });
});
afterAll(() => t.close());
// Every test starts with quiet counters: 16 minutes pass between tests.
beforeEach(() => clock().advance(16 * 60_000));

const incorrect = {
  status: 400,
  errorType: 'NotAuthorizedException',
  body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
};
const locked = { errorType: 'NotAuthorizedException', body: { message: 'Password attempts exceeded' } };

describe('SRP over the wire', () => {
  it('signs in and hands back USER_ID_FOR_SRP and USERNAME in canonical form', async () => {
    const { initiate, respond } = await srpSignIn(t, '  Sam@Example.TEST ', PASSWORD, { timestamp: clock().now() });
    expect(initiate.body).toMatchObject({
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeParameters: { USER_ID_FOR_SRP: 'sam@example.test', USERNAME: 'sam@example.test' },
    });
    expect(respond?.body.AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(respond?.body).not.toHaveProperty('ChallengeName');
  });

  it('gives an unknown username a stable decoy salt and fails only at the verifier step', async () => {
    const first = await srpSignIn(t, 'ghost@example.test', PASSWORD, { timestamp: clock().now() });
    const second = await srpSignIn(t, 'ghost@example.test', PASSWORD, { timestamp: clock().now() });
    const other = await srpSignIn(t, 'phantom@example.test', PASSWORD, { timestamp: clock().now() });
    const salt = (r: typeof first) => (r.initiate.body.ChallengeParameters as Record<string, string>).SALT;
    expect(salt(first)).toMatch(/^[0-9a-f]{32}$/);
    expect(salt(first)).toBe(salt(second));
    expect(salt(first)).not.toBe(salt(other));
    expect(first.respond).toMatchObject(incorrect);
    const wrong = await srpSignIn(t, 'sam@example.test', 'not the passphrase', { timestamp: clock().now() });
    expect(wrong.respond).toMatchObject(incorrect);
  });

  it('answers each SECRET_BLOCK once and refuses a stale TIMESTAMP', async () => {
    const stale = await srpSignIn(t, 'sam@example.test', PASSWORD, {
      timestamp: new Date(clock().now().getTime() - 6 * 60_000),
    });
    expect(stale.respond).toMatchObject({ errorType: 'NotAuthorizedException' });
    expect(String(stale.respond?.body.message)).toContain('TIMESTAMP');
    // Replaying an answered challenge: the state is gone.
    const once = await srpSignIn(t, 'sam@example.test', PASSWORD, { timestamp: clock().now() });
    expect(once.respond?.status).toBe(200);
    const challenge = once.initiate.body.ChallengeParameters as Record<string, string>;
    const replay = await t.call('RespondToAuthChallenge', {
      ChallengeName: 'PASSWORD_VERIFIER',
      ClientId: t.clientId,
      ChallengeResponses: {
        USERNAME: challenge.USER_ID_FOR_SRP,
        PASSWORD_CLAIM_SECRET_BLOCK: challenge.SECRET_BLOCK,
        TIMESTAMP: 'x',
        PASSWORD_CLAIM_SIGNATURE: 'x',
      },
    });
    expect(replay.body.message).toBe('Invalid session for the user, session is expired.');
  });

  it('refuses SRP_A ≡ 0 and flows it does not offer', async () => {
    const zero = await t.call('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: t.clientId,
      AuthParameters: { USERNAME: 'sam@example.test', SRP_A: '0' },
    });
    expect(zero.errorType).toBe('InvalidParameterException');
    const custom = await t.call('InitiateAuth', { AuthFlow: 'CUSTOM_AUTH', ClientId: t.clientId, AuthParameters: {} });
    expect(custom.errorType).toBe('InvalidParameterException');
  });
});

describe('lockout and limits', () => {
  const attempt = (
    password: string,
    username = 'sam@example.test',
    headers: Record<string, string> = {},
    address?: string,
  ) =>
    t.call(
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: t.clientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      },
      headers,
      address,
    );
  const from = (address: string) => (password: string, username?: string) => attempt(password, username, {}, address);

  it('locks after 5 failures for 1 s, then 2 s, and success resets the streak', async () => {
    for (let i = 0; i < 5; i += 1) expect(await attempt('wrong password')).toMatchObject(incorrect);
    expect(await attempt(PASSWORD)).toMatchObject(locked);
    clock().advance(1000);
    expect(await attempt('wrong password')).toMatchObject(incorrect);
    clock().advance(1999);
    expect(await attempt(PASSWORD)).toMatchObject(locked);
    clock().advance(1);
    expect((await attempt(PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect(await attempt('wrong password')).toMatchObject(incorrect);
    expect((await attempt(PASSWORD)).status).toBe(200);
  });

  it('counts parallel guesses before checking them, so a burst cannot slip past the lock', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => attempt('wrong password')));
    const messages = results.map((r) => String(r.body.message));
    expect(messages.filter((m) => m === 'Incorrect username or password.')).toHaveLength(5);
    expect(messages.filter((m) => m === 'Password attempts exceeded')).toHaveLength(7);
  });

  it('locks an unknown username the same way, so lockout reveals nothing', async () => {
    for (let i = 0; i < 5; i += 1)
      expect(await attempt('wrong password', 'nobody@example.test')).toMatchObject(incorrect);
    expect(await attempt('wrong password', 'nobody@example.test')).toMatchObject(locked);
  });

  it('applies the lock to SRP too, at both steps', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await srpSignIn(t, 'sam@example.test', 'wrong password', { timestamp: clock().now() })).respond,
      ).toMatchObject(incorrect);
    }
    expect((await srpSignIn(t, 'sam@example.test', PASSWORD, { timestamp: clock().now() })).initiate).toMatchObject(
      locked,
    );
  });

  it('locks a username only for the address that failed: a stranger cannot lock the owner out', async () => {
    const stranger = from('198.51.100.7');
    const owner = from('203.0.113.20');
    // The owner's usual address: one the account signed in from (docs/product.md, Identity).
    expect((await owner(PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect(await stranger('wrong password')).toMatchObject(incorrect);
    expect(await stranger(PASSWORD)).toMatchObject(locked);
    expect((await owner(PASSWORD)).status).toBe(200);
    const srp = await srpSignIn(t, 'sam@example.test', PASSWORD, { timestamp: clock().now(), address: '203.0.113.20' });
    expect(srp.respond?.status).toBe(200);
    // The owner's success does not lift the stranger's lock.
    expect(await stranger(PASSWORD)).toMatchObject(locked);
    expect(
      (await srpSignIn(t, 'sam@example.test', PASSWORD, { timestamp: clock().now(), address: '198.51.100.7' }))
        .initiate,
    ).toMatchObject(locked);

    // The stranger keeps guessing as fast as the lock allows, up to the 15-minute lock.
    for (let failures = 5; failures < 15; failures += 1) {
      clock().advance(lockSeconds(failures) * 1000);
      expect(await stranger('wrong password')).toMatchObject(incorrect);
    }
    clock().advance(14 * 60_000);
    expect(await stranger(PASSWORD)).toMatchObject(locked);
    expect((await owner(PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect(await owner('a typo')).toMatchObject(incorrect);
    expect((await owner(PASSWORD)).status).toBe(200);
    clock().advance(60_000);
    expect((await stranger(PASSWORD)).status).toBe(200);
  });

  it('counts an unknown username per address, and per account across addresses, like a real one', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect(await from('198.51.100.8')('wrong password', 'nobody@example.test')).toMatchObject(incorrect);
    }
    expect(await from('198.51.100.9')('wrong password', 'nobody@example.test')).toMatchObject(incorrect);
    // The account's fifth failure from addresses it never signed in from: both addresses wait now.
    expect(await from('198.51.100.8')('wrong password', 'nobody@example.test')).toMatchObject(locked);
    expect(await from('198.51.100.9')('wrong password', 'nobody@example.test')).toMatchObject(locked);
  });

  it('still stops one address spraying many usernames, without touching the owner elsewhere', async () => {
    const sprayer = from('198.51.100.10');
    for (let i = 0; i < 30; i += 1)
      expect(await sprayer('wrong password', `spray${i}@example.test`)).toMatchObject(incorrect);
    expect(await sprayer(PASSWORD)).toMatchObject({ errorType: 'TooManyRequestsException' });
    expect(await sprayer('wrong password', 'someone.new@example.test')).toMatchObject({
      errorType: 'TooManyRequestsException',
    });
    expect((await from('203.0.113.21')(PASSWORD)).status).toBe(200);
  });

  it('refuses an address after 30 failures in 15 minutes with TooManyRequestsException', async () => {
    for (let i = 0; i < 30; i += 1)
      expect(await attempt('wrong password', `spray${i}@example.test`)).toMatchObject(incorrect);
    expect(await attempt(PASSWORD)).toMatchObject({ status: 400, errorType: 'TooManyRequestsException' });
    // Without TRUST_PROXY a forwarded-for header does not buy a fresh address.
    expect(t.config.trustProxy).toBe(false);
    expect(await attempt(PASSWORD, undefined, { 'x-forwarded-for': '203.0.113.9' })).toMatchObject({
      errorType: 'TooManyRequestsException',
    });
    clock().advance(15 * 60_000);
    expect((await attempt(PASSWORD)).status).toBe(200);
  });
});

describe('refresh and token lifetimes', () => {
  it('REFRESH_TOKEN_AUTH renews access and id tokens and keeps the refresh token', async () => {
    const first = await passwordSignIn(t, 'sam@example.test', PASSWORD);
    clock().advance(5000);
    const res = await t.call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: t.clientId,
      AuthParameters: { REFRESH_TOKEN: first.RefreshToken },
    });
    const result = res.body.AuthenticationResult as Record<string, string>;
    expect(result.RefreshToken).toBeUndefined();
    expect(decodeJwt(result.AccessToken ?? '').origin_jti).toBe(decodeJwt(first.AccessToken).origin_jti);
    expect(decodeJwt(result.AccessToken ?? '').iat).toBeGreaterThan(decodeJwt(first.AccessToken).iat ?? 0);
    const again = await t.call('GetTokensFromRefreshToken', { ClientId: t.clientId, RefreshToken: first.RefreshToken });
    expect((again.body.AuthenticationResult as Record<string, string>).RefreshToken).toMatch(/^[\w-]{64}$/);
  });

  it('expires access tokens after an hour, with Cognito’s message', async () => {
    const { AccessToken } = await passwordSignIn(t, 'sam@example.test', PASSWORD);
    expect((await t.call('GetUser', { AccessToken })).status).toBe(200);
    clock().advance(3600 * 1000);
    expect(await t.call('GetUser', { AccessToken })).toMatchObject({
      errorType: 'NotAuthorizedException',
      body: { message: 'Access Token has expired' },
    });
    expect(await t.app.tokenVerifier.verifyAccessToken(AccessToken)).toBeNull();
  });

  it('ends a refresh family 30 days after sign-in, rotation or not', async () => {
    let { RefreshToken } = await passwordSignIn(t, 'sam@example.test', PASSWORD);
    for (let week = 0; week < 4; week += 1) {
      clock().advance(7 * 86_400_000);
      const res = await t.call('GetTokensFromRefreshToken', { ClientId: t.clientId, RefreshToken });
      RefreshToken = (res.body.AuthenticationResult as { RefreshToken: string }).RefreshToken;
    }
    clock().advance(3 * 86_400_000);
    const expired = await t.call('GetTokensFromRefreshToken', { ClientId: t.clientId, RefreshToken });
    expect(expired).toMatchObject({
      errorType: 'NotAuthorizedException',
      body: { message: 'Refresh Token has expired' },
    });
  });
});
