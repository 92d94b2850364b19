import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, passwordSignIn, type IdentityTestApp } from '../../../test/identity-harness';
import { IDENTITY_REQUESTS_PER_MINUTE } from './identity.routes';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await createIdentityTestApp();
  await t.services.identity.createUser({ email: 'wire@example.test', password: 'wire test passphrase' });
});
afterAll(() => t.close());

describe('the Cognito wire format', () => {
  it('answers errors with 400, x-amzn-errortype and {__type, message}', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ConfirmDevice',
      },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-amzn-errortype']).toBe('InvalidParameterException');
    expect(res.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(res.headers['x-amzn-requestid']).toBeTruthy();
    expect(res.json()).toEqual({
      __type: 'InvalidParameterException',
      message: 'The operation AWSCognitoIdentityProviderService.ConfirmDevice is not supported by this user pool.',
    });
  });

  it('reports malformed JSON, missing fields and unknown clients as Cognito does', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/identity',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      },
      payload: '{"ClientId": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().__type).toBe('SerializationException');
    const missing = await t.call('SignUp', { ClientId: t.clientId, Password: 'x' });
    expect(missing.errorType).toBe('InvalidParameterException');
    expect(missing.body.message).toBe(
      "1 validation error detected: Value at 'username' failed to satisfy constraint: Member must not be null",
    );
    const client = await t.call('ForgotPassword', { ClientId: 'someoneelse', Username: 'a@b.test' });
    expect(client).toMatchObject({ status: 400, errorType: 'ResourceNotFoundException' });
    expect(client.body.message).toBe('User pool client someoneelse does not exist.');
  });

  it('accepts application/json too and always answers success with a JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity',
      headers: { 'content-type': 'application/json', 'x-amz-target': 'AWSCognitoIdentityProviderService.RevokeToken' },
      payload: JSON.stringify({ ClientId: t.clientId, Token: 'not-a-token' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{}');
  });

  it('answers the CORS preflight for the headers Amplify sends', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/identity',
      headers: { origin: 'https://elsewhere.test' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('POST');
    for (const header of [
      'content-type',
      'x-amz-target',
      'x-amz-user-agent',
      'amz-sdk-invocation-id',
      'amz-sdk-request',
      'cache-control',
    ]) {
      expect(String(res.headers['access-control-allow-headers'])).toContain(header);
    }
    const post = await t.call('RevokeToken', { ClientId: t.clientId, Token: 'x' });
    expect(post.status).toBe(200);
  });
});

describe('keys and tokens', () => {
  it('publishes public keys only, at both JWKS paths', async () => {
    const poolId = t.config.identity.userPoolId;
    const a = await t.app.inject({ method: 'GET', url: '/identity/.well-known/jwks.json' });
    const b = await t.app.inject({ method: 'GET', url: `/identity/${poolId}/.well-known/jwks.json` });
    expect(a.json()).toEqual(b.json());
    const [key, ...others] = a.json().keys as Record<string, string>[];
    expect(others).toEqual([]);
    expect(Object.keys(key ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    const wrong = await t.app.inject({ method: 'GET', url: '/identity/us-east-1_Other/.well-known/jwks.json' });
    expect(wrong.statusCode).toBe(404);
  });

  it('issues RS256 tokens with the claims Amplify and aws-jwt-verify read', async () => {
    const result = await passwordSignIn(t, 'wire@example.test', 'wire test passphrase');
    const access = decodeJwt(result.AccessToken);
    const id = decodeJwt(result.IdToken);
    const jwks = (await t.app.inject({ method: 'GET', url: '/identity/.well-known/jwks.json' })).json();
    expect(decodeProtectedHeader(result.AccessToken)).toEqual({ alg: 'RS256', kid: jwks.keys[0].kid });
    const iss = `https://cognito-idp.us-east-1.amazonaws.com/${t.config.identity.userPoolId}`;
    expect(Object.keys(access).sort()).toEqual(
      [
        'auth_time',
        'client_id',
        'event_id',
        'exp',
        'iat',
        'iss',
        'jti',
        'origin_jti',
        'scope',
        'sub',
        'token_use',
        'username',
      ].sort(),
    );
    expect(access).toMatchObject({
      iss,
      client_id: t.clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: 'wire@example.test',
    });
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(3600);
    expect(id).toMatchObject({
      iss,
      aud: t.clientId,
      sub: access.sub,
      'cognito:username': 'wire@example.test',
      email: 'wire@example.test',
      email_verified: true,
      token_use: 'id',
      origin_jti: access.origin_jti,
      auth_time: access.auth_time,
    });
    expect(result.RefreshToken).toMatch(/^[\w-]{64}$/);
  });

  it("verifies with aws-jwt-verify's CognitoJwtVerifier given the pool's JWKS (cacheJwks)", async () => {
    const result = await passwordSignIn(t, 'wire@example.test', 'wire test passphrase');
    const jwks = (await t.app.inject({ method: 'GET', url: '/identity/.well-known/jwks.json' })).json();
    const userPoolId = t.config.identity.userPoolId;
    const access = CognitoJwtVerifier.create({ userPoolId, tokenUse: 'access', clientId: t.clientId });
    const id = CognitoJwtVerifier.create({ userPoolId, tokenUse: 'id', clientId: t.clientId });
    access.cacheJwks(jwks);
    id.cacheJwks(jwks);
    await expect(access.verify(result.AccessToken)).resolves.toMatchObject({ token_use: 'access' });
    await expect(id.verify(result.IdToken)).resolves.toMatchObject({ token_use: 'id' });
    await expect(access.verify(result.IdToken)).rejects.toThrow();
  });

  it('keeps verifying tokens of a retired key until they expire, and signs with the new one', async () => {
    const before = await passwordSignIn(t, 'wire@example.test', 'wire test passphrase');
    const kid = await t.services.identity.rotateSigningKey();
    const after = await passwordSignIn(t, 'wire@example.test', 'wire test passphrase');
    expect(decodeProtectedHeader(after.AccessToken).kid).toBe(kid);
    expect(decodeProtectedHeader(before.AccessToken).kid).not.toBe(kid);
    expect(await t.app.tokenVerifier.verifyAccessToken(before.AccessToken)).not.toBeNull();
    expect(await t.app.tokenVerifier.verifyAccessToken(after.AccessToken)).not.toBeNull();
    const jwks = (await t.app.inject({ method: 'GET', url: '/identity/.well-known/jwks.json' })).json();
    expect(jwks.keys).toHaveLength(2);
  });

  it('refuses tampered, foreign and garbage tokens', async () => {
    const { AccessToken, IdToken } = await passwordSignIn(t, 'wire@example.test', 'wire test passphrase');
    const [header, , signature] = AccessToken.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...decodeJwt(AccessToken), sub: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    for (const token of [`${header}.${forged}.${signature}`, IdToken, 'garbage', '']) {
      expect(await t.app.tokenVerifier.verifyAccessToken(token)).toBeNull();
    }
    const getUser = await t.call('GetUser', { AccessToken: 'garbage' });
    expect(getUser).toMatchObject({ errorType: 'NotAuthorizedException', body: { message: 'Invalid Access Token' } });
  });
});

describe('sign-up rules', () => {
  const signUp = (Username: string, Password: string, UserAttributes?: { Name: string; Value: string }[]) =>
    t.call('SignUp', { ClientId: t.clientId, Username, Password, UserAttributes });

  it.each([
    ['7 characters', 'seven77', 'Password not long enough'],
    ['a common one', 'password123', 'Password is too common'],
    ['a common one in capitals', 'QWERTY123', 'Password is too common'],
    ['257 characters', 'x'.repeat(257), 'Password is too long'],
  ])('refuses %s: %s', async (_label, password, reason) => {
    const res = await signUp(`p${password.length}@example.test`, password);
    expect(res).toMatchObject({ status: 400, errorType: 'InvalidPasswordException' });
    expect(res.body.message).toBe(`Password did not conform with policy: ${reason}`);
  });

  it('accepts any 8 to 256 characters without composition rules, non-ASCII included', async () => {
    for (const [i, password] of ['eightchr', 'ßüñøλ漢字🎉', 'y'.repeat(64), 'z'.repeat(256)].entries()) {
      const res = await signUp(`ok${i}@example.test`, password);
      expect(res.body, password).toMatchObject({ UserConfirmed: true });
    }
  });

  it('requires an email username that matches the email attribute, and known attributes', async () => {
    expect((await signUp('not-an-email', 'long enough pass')).body.message).toBe('Username should be an email.');
    const mismatch = await signUp('a1@example.test', 'long enough pass', [{ Name: 'email', Value: 'b1@example.test' }]);
    expect(mismatch.errorType).toBe('InvalidParameterException');
    const unknown = await signUp('a2@example.test', 'long enough pass', [{ Name: 'favourite_colour', Value: 'teal' }]);
    expect(unknown.body.message).toBe(
      'Attributes did not conform to the schema: favourite_colour: Attribute does not exist in the schema.',
    );
    const sneaky = await signUp('a3@example.test', 'long enough pass', [{ Name: 'email_verified', Value: 'true' }]);
    expect(sneaky.errorType).toBe('InvalidParameterException');
    const ok = await signUp('a4@example.test', 'long enough pass', [
      { Name: 'given_name', Value: 'Ada' },
      { Name: 'custom:plan', Value: 'yearly' },
    ]);
    expect(ok.status).toBe(200);
    const tokens = await passwordSignIn(t, 'a4@example.test', 'long enough pass');
    expect(decodeJwt(tokens.IdToken)).toMatchObject({
      given_name: 'Ada',
      'custom:plan': 'yearly',
      email_verified: false,
    });
  });
});

// Last: it exhausts the per-minute allowance of 127.0.0.1.
describe('flood guard', () => {
  it(`answers more than ${IDENTITY_REQUESTS_PER_MINUTE} requests a minute from one address with TooManyRequestsException`, async () => {
    const revoke = () => t.call('RevokeToken', { ClientId: t.clientId, Token: 'x' });
    const types: (string | undefined)[] = [];
    for (let i = 0; i <= IDENTITY_REQUESTS_PER_MINUTE; i += 1) types.push((await revoke()).errorType);
    const first = types.indexOf('TooManyRequestsException');
    expect(first).toBeGreaterThan(0);
    expect(types.slice(first).every((type) => type === 'TooManyRequestsException')).toBe(true);
  });
});
