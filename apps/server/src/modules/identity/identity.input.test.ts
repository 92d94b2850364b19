import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';
import { BASE64URL_PATTERN, NAME_PATTERN, TEXT_PATTERN, TOKEN_PATTERN } from './cognito-input.rules';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await createIdentityTestApp();
  await t.services.identity.createUser({ email: 'input@example.test', password: 'input test passphrase' });
});
afterAll(() => t.close());

const PASSWORD = 'a long enough passphrase';
/** NUL and other control characters, and an unpaired surrogate: none is valid in any member. */
const BAD = ['\u0000', '\u0007', '\n', '\t', '\u007f', '\u0085', '\ud800'];

function patternError(where: string, pattern: string) {
  return {
    status: 400,
    errorType: 'InvalidParameterException',
    body: {
      __type: 'InvalidParameterException',
      message: `1 validation error detected: Value at '${where}' failed to satisfy constraint: Member must satisfy regular expression pattern: ${pattern}`,
    },
  };
}

/** Each target with one string member carrying `bad`, and where and which rule Cognito names. */
function cases(bad: string): [string, object, string, string][] {
  const c = t.clientId;
  const srp = (parameters: Record<string, string>) => ({
    ClientId: c,
    AuthFlow: 'USER_SRP_AUTH',
    AuthParameters: parameters,
  });
  const plain = (parameters: Record<string, string>) => ({
    ClientId: c,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: parameters,
  });
  return [
    ['SignUp', { ClientId: c, Username: `a${bad}@b.test`, Password: PASSWORD }, 'username', NAME_PATTERN],
    ['SignUp', { ClientId: c, Username: 'a@b.test', Password: `${PASSWORD}${bad}` }, 'password', TEXT_PATTERN],
    [
      'SignUp',
      { ClientId: c, Username: 'a@b.test', Password: PASSWORD, UserAttributes: [{ Name: 'name', Value: `A${bad}` }] },
      'userAttributes.1.member.value',
      TEXT_PATTERN,
    ],
    [
      'SignUp',
      { ClientId: c, Username: 'a@b.test', Password: PASSWORD, UserAttributes: [{ Name: `na${bad}me`, Value: 'A' }] },
      'userAttributes.1.member.name',
      NAME_PATTERN,
    ],
    [
      'InitiateAuth',
      plain({ USERNAME: `input${bad}@example.test`, PASSWORD }),
      'authParameters.USERNAME',
      TEXT_PATTERN,
    ],
    [
      'InitiateAuth',
      plain({ USERNAME: 'input@example.test', PASSWORD: `x${bad}` }),
      'authParameters.PASSWORD',
      TEXT_PATTERN,
    ],
    [
      'InitiateAuth',
      srp({ USERNAME: `input${bad}@example.test`, SRP_A: 'ab' }),
      'authParameters.USERNAME',
      TEXT_PATTERN,
    ],
    ['InitiateAuth', srp({ USERNAME: 'input@example.test', SRP_A: `ab${bad}` }), 'authParameters.SRP_A', TEXT_PATTERN],
    [
      'RespondToAuthChallenge',
      {
        ClientId: c,
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeResponses: {
          USERNAME: 'input@example.test',
          PASSWORD_CLAIM_SECRET_BLOCK: `abc${bad}`,
          TIMESTAMP: 'x',
          PASSWORD_CLAIM_SIGNATURE: 'x',
        },
      },
      'challengeResponses.PASSWORD_CLAIM_SECRET_BLOCK',
      TEXT_PATTERN,
    ],
    ['ConfirmSignUp', { ClientId: c, Username: `a${bad}`, ConfirmationCode: '123456' }, 'username', NAME_PATTERN],
    [
      'ConfirmSignUp',
      { ClientId: c, Username: 'a@b.test', ConfirmationCode: `12${bad}` },
      'confirmationCode',
      NAME_PATTERN,
    ],
    ['ResendConfirmationCode', { ClientId: c, Username: `a${bad}` }, 'username', NAME_PATTERN],
    ['ForgotPassword', { ClientId: c, Username: `a${bad}` }, 'username', NAME_PATTERN],
    [
      'ConfirmForgotPassword',
      { ClientId: c, Username: 'a@b.test', ConfirmationCode: '123456', Password: `${PASSWORD}${bad}` },
      'password',
      TEXT_PATTERN,
    ],
    ['GetUser', { AccessToken: `a${bad}` }, 'accessToken', TOKEN_PATTERN],
    ['GlobalSignOut', { AccessToken: `a${bad}` }, 'accessToken', TOKEN_PATTERN],
    [
      'ChangePassword',
      { AccessToken: 'a', PreviousPassword: `x${bad}`, ProposedPassword: PASSWORD },
      'previousPassword',
      TEXT_PATTERN,
    ],
    ['GetTokensFromRefreshToken', { ClientId: c, RefreshToken: `a${bad}` }, 'refreshToken', TOKEN_PATTERN],
    ['RevokeToken', { ClientId: c, Token: `a${bad}` }, 'token', TOKEN_PATTERN],
    ['AssociateSoftwareToken', { AccessToken: `a${bad}` }, 'accessToken', TOKEN_PATTERN],
    ['AssociateSoftwareToken', { Session: `${'s'.repeat(24)}${bad}` }, 'session', TEXT_PATTERN],
    [
      'VerifySoftwareToken',
      { AccessToken: 'a', UserCode: '123456', FriendlyDeviceName: `Phone${bad}` },
      'friendlyDeviceName',
      TEXT_PATTERN,
    ],
    ['SetUserMFAPreference', { AccessToken: `a${bad}` }, 'accessToken', TOKEN_PATTERN],
    ['StartWebAuthnRegistration', { AccessToken: `a${bad}` }, 'accessToken', TOKEN_PATTERN],
    [
      'CompleteWebAuthnRegistration',
      {
        AccessToken: 'a',
        Credential: {
          id: 'AQID',
          rawId: 'AQID',
          type: 'public-key',
          response: { clientDataJSON: `e30${bad}`, attestationObject: 'oA' },
        },
      },
      'credential.response.clientDataJSON',
      BASE64URL_PATTERN,
    ],
    ['ListWebAuthnCredentials', { AccessToken: `a${bad}` }, 'accessToken', TOKEN_PATTERN],
    ['DeleteWebAuthnCredential', { AccessToken: 'a', CredentialId: `AQID${bad}` }, 'credentialId', BASE64URL_PATTERN],
  ];
}

describe('control characters in any member', () => {
  it('answer 400 InvalidParameterException naming the member and its rule, for every target', async () => {
    const targets = new Set<string>();
    for (const bad of BAD) {
      for (const [operation, body, where, pattern] of cases(bad)) {
        targets.add(operation);
        const res = await t.call(operation, body);
        expect(res, `${operation} ${where} with ${JSON.stringify(bad)}`).toMatchObject(patternError(where, pattern));
      }
    }
    expect([...targets].sort()).toEqual(Object.keys(t.services.identity.pool?.operations ?? {}).sort());
  });

  it('are refused in map keys too, and several problems are all reported', async () => {
    const key = await t.call('InitiateAuth', {
      ClientId: t.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { 'USER\u0000NAME': 'x', PASSWORD: 'x' },
    });
    expect(key).toMatchObject({ status: 400, errorType: 'InvalidParameterException' });
    expect(key.body.message).toBe(
      `1 validation error detected: Value at 'authParameters' failed to satisfy constraint: Map keys must satisfy constraint: [Member must satisfy regular expression pattern: ${NAME_PATTERN}]`,
    );
    const two = await t.call('SignUp', { ClientId: t.clientId, Username: 'a\u0000@b.test', Password: 'p\u0000' });
    expect(two.body.message).toBe(
      `2 validation errors detected: Value at 'username' failed to satisfy constraint: Member must satisfy regular expression pattern: ${NAME_PATTERN}; ` +
        `Value at 'password' failed to satisfy constraint: Member must satisfy regular expression pattern: ${TEXT_PATTERN}`,
    );
  });
});

describe('other hostile input never gets a 5xx', () => {
  it('reports wrong JSON types, missing members and huge strings as Cognito does', async () => {
    const wrongTypes = await t.call('SignUp', { ClientId: t.clientId, Username: ['a'], Password: { deep: [1] } });
    expect(wrongTypes).toMatchObject({ status: 400, errorType: 'InvalidParameterException' });
    expect(wrongTypes.body.message).toBe(
      "2 validation errors detected: Value at 'username' failed to satisfy constraint: Member must be a string; " +
        "Value at 'password' failed to satisfy constraint: Member must be a string",
    );
    const missing = await t.call('ForgotPassword', { ClientId: t.clientId, Username: null });
    expect(missing.body.message).toBe(
      "1 validation error detected: Value at 'username' failed to satisfy constraint: Member must not be null",
    );
    const huge = await t.call('InitiateAuth', {
      ClientId: t.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'input@example.test', PASSWORD: 'p'.repeat(500_000) },
    });
    expect(huge.body.message).toBe(
      "1 validation error detected: Value at 'authParameters.PASSWORD' failed to satisfy constraint: Member must have length less than or equal to 8192",
    );
    const many = await t.call('SignUp', {
      ClientId: t.clientId,
      Username: 'a@b.test',
      Password: PASSWORD,
      UserAttributes: Array.from({ length: 51 }, () => ({ Name: 'name', Value: 'x' })),
    });
    expect(many.body.message).toBe(
      "1 validation error detected: Value at 'userAttributes' failed to satisfy constraint: Member must have length less than or equal to 50",
    );
  });

  it('answers any JSON value or deep nesting as a body with 400', async () => {
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    const nested = `{"ClientId":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    for (const payload of ['[]', 'null', '"x"', '1', 'true', deep, nested, '{"Username":"\\u0000"', '\u0000']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/identity',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
        },
        payload,
      });
      expect(res.statusCode, payload.slice(0, 20)).toBe(400);
      expect(['InvalidParameterException', 'SerializationException']).toContain(res.json().__type);
    }
  });

  it('accepts any letters, marks and symbols: the unicode sign-up signs in', async () => {
    const username = 'Zoë.漢字.🎉@Exämple.test';
    const password = 'pässwörd 漢字 🎉\u200d🔐';
    const up = await t.call('SignUp', { ClientId: t.clientId, Username: username, Password: password });
    expect(up.status).toBe(200);
    const signIn = await t.call('InitiateAuth', {
      ClientId: t.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username.toUpperCase(), PASSWORD: password },
    });
    expect(signIn.status).toBe(200);
  });
});
