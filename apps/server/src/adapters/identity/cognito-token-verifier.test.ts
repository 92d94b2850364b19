import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCognitoTokenVerifier } from './cognito-token-verifier';
import type { TokenVerifier } from './token-verifier';

const POOL = 'eu-west-2_AbC123';
const ISS = `https://cognito-idp.eu-west-2.amazonaws.com/${POOL}`;
const CLIENT = 'webclient42';

let key: CryptoKey;
let otherKey: CryptoKey;
let verifier: TokenVerifier;

async function token(claims: Record<string, unknown>, signWith = key, kid = 'test-key'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub: 'b1c2d3e4-0000-4000-8000-000000000001',
    iss: ISS,
    client_id: CLIENT,
    token_use: 'access',
    username: 'b1c2d3e4-0000-4000-8000-000000000001',
    origin_jti: 'f0f0f0f0-0000-4000-8000-000000000002',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: now,
    iat: now,
    exp: now + 3600,
    jti: 'j1',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .sign(signWith);
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  key = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  verifier = createCognitoTokenVerifier({ userPoolId: POOL, clientId: CLIENT, jwks: { keys: [jwk] } as never });
});

describe('Cognito token verifier (aws-jwt-verify, JWKS preloaded)', () => {
  it("accepts the pool's access tokens", async () => {
    expect(await verifier.verifyAccessToken(await token({}))).toEqual({
      sub: 'b1c2d3e4-0000-4000-8000-000000000001',
      username: 'b1c2d3e4-0000-4000-8000-000000000001',
      originJti: 'f0f0f0f0-0000-4000-8000-000000000002',
      expiresAt: expect.any(Number),
    });
  });

  it.each([
    ['another client', { client_id: 'someone-else' }],
    ['an id token', { token_use: 'id', aud: CLIENT }],
    ['another pool', { iss: 'https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_Other' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 10 }],
  ])('refuses %s', async (_label, claims) => {
    expect(await verifier.verifyAccessToken(await token(claims))).toBeNull();
  });

  it('refuses a token signed by another key, and garbage', async () => {
    expect(await verifier.verifyAccessToken(await token({}, otherKey))).toBeNull();
    expect(await verifier.verifyAccessToken('not.a.token')).toBeNull();
  });
});
