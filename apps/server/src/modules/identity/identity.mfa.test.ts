import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../../test/authenticator-app';
import {
  createIdentityTestApp,
  passwordSignIn,
  type IdentityTestApp,
  type PoolResponse,
} from '../../../test/identity-harness';
import { MFA_SESSION_TTL_MS } from './mfa-sessions.service';

// TOTP MFA over the wire (docs/identity-protocol.md, TOTP MFA): Cognito's error names and the
// shapes Amplify reads, on a hand-moved clock.

let t: IdentityTestApp;
const STEP = 30_000;
const PASSWORD = 'mfa wire test passphrase';
const clock = () => {
  if (!t.clock) throw new Error('manual clock expected');
  return t.clock;
};
const codeAt = (secret: string, steps = 0) => totpCodeAt(secret, clock().now().getTime() + steps * STEP);

beforeAll(async () => {
  t = await createIdentityTestApp({ manualClock: true });
  for (const name of ['tess', 'uma', 'vic']) {
    await t.services.identity.createUser({ email: `${name}@mfa-wire.test`, password: PASSWORD });
  }
  // An admin: the default setting makes the Admin role use MFA.
  await t.services.users.provision({
    email: 'wanda@mfa-wire.test',
    password: PASSWORD,
    firstName: 'Wanda',
    lastName: 'Admin',
    roleIds: [1],
  });
});
afterAll(() => t.close());
// Fresh codes and quiet lockout counters for every test.
beforeEach(() => clock().advance(16 * 60_000));

const initiate = (username: string) =>
  t.call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: t.clientId,
    AuthParameters: { USERNAME: username, PASSWORD },
  });
const respondCode = (username: string, session: unknown, code: string) =>
  t.call('RespondToAuthChallenge', {
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    ClientId: t.clientId,
    Session: session,
    ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
  });
const error = (type: string, message?: string) => ({
  status: 400,
  errorType: type,
  body: { __type: type, ...(message ? { message } : {}) },
});

/** Turns TOTP on for `username` with the access token calls; answers the secret. */
async function turnOn(username: string): Promise<string> {
  const { AccessToken } = await passwordSignIn(t, username, PASSWORD);
  const associated = await t.call('AssociateSoftwareToken', { AccessToken });
  const secret = associated.body.SecretCode as string;
  expect(associated.body).not.toHaveProperty('Session');
  const verified = await t.call('VerifySoftwareToken', { AccessToken, UserCode: codeAt(secret) });
  expect(verified.body).toEqual({ Status: 'SUCCESS' });
  expect(
    await t.call('SetUserMFAPreference', {
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  ).toMatchObject({ status: 200, body: {} });
  t.authenticators.remember(username, secret);
  // The verified code's step is used: the next sign-in takes the next step's.
  clock().advance(STEP);
  return secret;
}

describe('setting up TOTP with an access token', () => {
  it('answers Cognito’s errors for a wrong code, nothing associated, and an unverified preference', async () => {
    const { AccessToken } = await passwordSignIn(t, 'tess@mfa-wire.test', PASSWORD);
    expect(await t.call('VerifySoftwareToken', { AccessToken, UserCode: '123456' })).toMatchObject(
      error('InvalidParameterException', 'User has not associated a software token.'),
    );
    expect(
      await t.call('SetUserMFAPreference', { AccessToken, SoftwareTokenMfaSettings: { Enabled: true } }),
    ).toMatchObject(error('InvalidParameterException', 'User has not verified software token mfa'));
    const secret = (await t.call('AssociateSoftwareToken', { AccessToken })).body.SecretCode as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const bad = codeAt(secret) === '000000' ? '111111' : '000000';
    expect(await t.call('VerifySoftwareToken', { AccessToken, UserCode: bad })).toMatchObject(
      error('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA'),
    );
    expect(await t.call('VerifySoftwareToken', { AccessToken, UserCode: '12345' })).toMatchObject(
      error(
        'InvalidParameterException',
        "1 validation error detected: Value at 'userCode' failed to satisfy constraint: Member must have length greater than or equal to 6",
      ),
    );
    expect(await t.call('AssociateSoftwareToken', { AccessToken, Session: 'x'.repeat(40) })).toMatchObject(
      error('InvalidParameterException'),
    );
    expect(
      await t.call('SetUserMFAPreference', { AccessToken, SMSMfaSettings: { Enabled: true, PreferredMfa: true } }),
    ).toMatchObject(error('InvalidParameterException'));
    // Verified but not turned on: GetUser lists no MFA, and sign-in asks for none.
    expect((await t.call('VerifySoftwareToken', { AccessToken, UserCode: codeAt(secret) })).status).toBe(200);
    expect((await t.call('GetUser', { AccessToken })).body).toMatchObject({ UserMFASettingList: [] });
    expect((await initiate('tess@mfa-wire.test')).body).toHaveProperty('AuthenticationResult');
  });

  it('reports the preference in GetUser and asks for the code at sign-in', async () => {
    const secret = await turnOn('uma@mfa-wire.test');
    const { AccessToken } = await passwordSignIn(t, 'uma@mfa-wire.test', PASSWORD);
    expect((await t.call('GetUser', { AccessToken })).body).toMatchObject({
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });
    // Two steps on: the code of the step before is unused, the one of two steps before is too old.
    clock().advance(2 * STEP);
    const challenged = await initiate('uma@mfa-wire.test');
    expect(challenged.body).toEqual({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: expect.stringMatching(/^[\w-]{100,}$/),
      ChallengeParameters: { USER_ID_FOR_SRP: 'uma@mfa-wire.test', USERNAME: 'uma@mfa-wire.test' },
    });
    // ±30 s: the previous step's code is taken; the one before is not.
    expect(await respondCode('uma@mfa-wire.test', challenged.body.Session, codeAt(secret, -2))).toMatchObject(
      error('CodeMismatchException', 'Invalid code received for user'),
    );
    const signedIn = await respondCode('uma@mfa-wire.test', challenged.body.Session, codeAt(secret, -1));
    expect(signedIn.body).toMatchObject({ ChallengeParameters: {}, AuthenticationResult: { TokenType: 'Bearer' } });
    // The Session answered once.
    expect(await respondCode('uma@mfa-wire.test', challenged.body.Session, codeAt(secret))).toMatchObject(
      error('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
    );
    // Turning it off: sign-in asks for nothing.
    const token = (signedIn.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    await t.call('SetUserMFAPreference', { AccessToken: token, SoftwareTokenMfaSettings: { Enabled: false } });
    expect((await t.call('GetUser', { AccessToken: token })).body).toMatchObject({ UserMFASettingList: [] });
    expect((await t.call('GetUser', { AccessToken: token })).body).not.toHaveProperty('PreferredMfaSetting');
    expect((await initiate('uma@mfa-wire.test')).body).toHaveProperty('AuthenticationResult');
  });
});

describe('the MFA step of a sign-in', () => {
  it('expires the Session after its lifetime, and refuses another user’s name', async () => {
    const secret = await turnOn('vic@mfa-wire.test');
    clock().advance(STEP);
    const challenged = await initiate('vic@mfa-wire.test');
    expect(await respondCode('uma@mfa-wire.test', challenged.body.Session, codeAt(secret))).toMatchObject(
      error('NotAuthorizedException'),
    );
    clock().advance(MFA_SESSION_TTL_MS + 1);
    expect(await respondCode('vic@mfa-wire.test', challenged.body.Session, codeAt(secret))).toMatchObject(
      error('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
    );
    expect(await respondCode('vic@mfa-wire.test', undefined, codeAt(secret))).toMatchObject(
      error('InvalidParameterException', 'Missing required parameter Session'),
    );
  });

  it('leads a role that must use MFA through MFA_SETUP, answering the shapes Amplify reads', async () => {
    const challenged: PoolResponse = await initiate('wanda@mfa-wire.test');
    expect(challenged.body).toEqual({
      ChallengeName: 'MFA_SETUP',
      Session: expect.any(String),
      ChallengeParameters: {
        MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]',
        USER_ID_FOR_SRP: 'wanda@mfa-wire.test',
        USERNAME: 'wanda@mfa-wire.test',
      },
    });
    // Answering the setup before a code was verified is refused; so is a code before a secret.
    const early = await t.call('RespondToAuthChallenge', {
      ChallengeName: 'MFA_SETUP',
      ClientId: t.clientId,
      Session: challenged.body.Session,
      ChallengeResponses: { USERNAME: 'wanda@mfa-wire.test' },
    });
    expect(early).toMatchObject(error('InvalidParameterException'));
    expect(await t.call('VerifySoftwareToken', { Session: challenged.body.Session, UserCode: '123456' })).toMatchObject(
      error('InvalidParameterException'),
    );

    const associated = await t.call('AssociateSoftwareToken', { Session: challenged.body.Session });
    expect(associated.body).toEqual({
      SecretCode: expect.stringMatching(/^[A-Z2-7]{32}$/),
      Session: expect.any(String),
    });
    const secret = associated.body.SecretCode as string;
    // The Session that was answered stops answering.
    expect(await t.call('AssociateSoftwareToken', { Session: challenged.body.Session })).toMatchObject(
      error('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
    );
    const verified = await t.call('VerifySoftwareToken', {
      Session: associated.body.Session,
      UserCode: codeAt(secret),
      FriendlyDeviceName: 'Phone',
    });
    expect(verified.body).toEqual({ Status: 'SUCCESS', Session: expect.any(String) });
    const done = await t.call('RespondToAuthChallenge', {
      ChallengeName: 'MFA_SETUP',
      ClientId: t.clientId,
      Session: verified.body.Session,
      ChallengeResponses: { USERNAME: 'wanda@mfa-wire.test' },
    });
    expect(done.body).toMatchObject({ AuthenticationResult: { TokenType: 'Bearer' } });
    const token = (done.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    expect((await t.call('GetUser', { AccessToken: token })).body).toMatchObject({
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });
    // Its role must use MFA: it cannot be turned off.
    expect(
      await t.call('SetUserMFAPreference', { AccessToken: token, SoftwareTokenMfaSettings: { Enabled: false } }),
    ).toMatchObject(error('InvalidParameterException'));
    // The code the setup took cannot sign in again.
    const next = await initiate('wanda@mfa-wire.test');
    expect(next.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(await respondCode('wanda@mfa-wire.test', next.body.Session, codeAt(secret))).toMatchObject(
      error('CodeMismatchException'),
    );
  });
});
