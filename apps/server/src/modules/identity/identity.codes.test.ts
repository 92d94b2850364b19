import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIdentityTestApp, passwordSignIn, type IdentityTestApp } from '../../../test/identity-harness';
import { ADDRESS_MAX_CODE_SENDS } from './attempt-limiter.service';
import { oneTimeCodes, poolUsers } from './identity.tables';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await createIdentityTestApp({ manualClock: true, env: { IDENTITY_EMAIL_VERIFICATION: 'on' } });
});
afterAll(() => t.close());
beforeEach(() => t.clock?.advance(16 * 60_000));

const signUp = (email: string, password = 'code test passphrase') =>
  t.call('SignUp', { ClientId: t.clientId, Username: email, Password: password });
const confirm = (email: string, code: string) =>
  t.call('ConfirmSignUp', { ClientId: t.clientId, Username: email, ConfirmationCode: code });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const mismatch = {
  errorType: 'CodeMismatchException',
  body: { message: 'Invalid verification code provided, please try again.' },
};

describe('sign-up confirmation codes', () => {
  it('sends a 6-digit code, stores only its hash, and holds sign-in until confirmed', async () => {
    const res = await signUp('cy@example.test');
    expect(res.body).toMatchObject({
      UserConfirmed: false,
      CodeDeliveryDetails: { Destination: 'c***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });
    const code = t.codes.latest('cy@example.test', 'signup');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.database.db.orm
      .select()
      .from(oneTimeCodes)
      .innerJoin(poolUsers, eq(poolUsers.sub, oneTimeCodes.userSub))
      .where(eq(poolUsers.username, 'cy@example.test'));
    expect(stored[0]?.identity_codes.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
    const early = await t.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: t.clientId,
      AuthParameters: { USERNAME: 'cy@example.test', PASSWORD: 'code test passphrase' },
    });
    expect(early).toMatchObject({ errorType: 'UserNotConfirmedException' });
    expect(await confirm('cy@example.test', wrongCode(code))).toMatchObject(mismatch);
    expect((await confirm('cy@example.test', code)).body).toEqual({});
    expect(await confirm('cy@example.test', code)).toMatchObject({
      errorType: 'NotAuthorizedException',
      body: { message: 'User cannot be confirmed. Current status is CONFIRMED' },
    });
    await expect(passwordSignIn(t, 'cy@example.test', 'code test passphrase')).resolves.toHaveProperty('AccessToken');
  });

  it('burns a code after 5 wrong attempts; a resent code works', async () => {
    await signUp('di@example.test');
    const code = t.codes.latest('di@example.test', 'signup');
    for (let i = 0; i < 4; i += 1) expect(await confirm('di@example.test', wrongCode(code))).toMatchObject(mismatch);
    expect(await confirm('di@example.test', wrongCode(code))).toMatchObject({
      errorType: 'TooManyFailedAttemptsException',
    });
    expect(await confirm('di@example.test', code)).toMatchObject({ errorType: 'ExpiredCodeException' });
    const resent = await t.call('ResendConfirmationCode', { ClientId: t.clientId, Username: 'di@example.test' });
    expect(resent.body).toMatchObject({ CodeDeliveryDetails: { Destination: 'd***@e***' } });
    expect((await confirm('di@example.test', t.codes.latest('di@example.test', 'signup'))).status).toBe(200);
  });

  it('expires codes after 24 hours', async () => {
    await signUp('ed@example.test');
    t.clock?.advance(24 * 3600 * 1000);
    expect(await confirm('ed@example.test', t.codes.latest('ed@example.test', 'signup'))).toMatchObject({
      errorType: 'ExpiredCodeException',
      body: { message: 'Invalid code provided, please request a code again.' },
    });
  });

  it('answers for unknown users without sending anything', async () => {
    const before = t.codes.sent.length;
    expect(await confirm('nobody@example.test', '123456')).toMatchObject(mismatch);
    const resend = await t.call('ResendConfirmationCode', { ClientId: t.clientId, Username: 'nobody@example.test' });
    expect(resend.body).toEqual({
      CodeDeliveryDetails: { Destination: 'n***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });
    expect(t.codes.sent.length).toBe(before);
  });
});

describe('password reset codes', () => {
  const forgot = (email: string) => t.call('ForgotPassword', { ClientId: t.clientId, Username: email });
  const reset = (email: string, code: string, password: string) =>
    t.call('ConfirmForgotPassword', {
      ClientId: t.clientId,
      Username: email,
      ConfirmationCode: code,
      Password: password,
    });

  it('resets an unconfirmed account too, confirming it and verifying the email', async () => {
    await signUp('fa@example.test');
    expect((await forgot('fa@example.test')).body).toMatchObject({ CodeDeliveryDetails: { Destination: 'f***@e***' } });
    const code = t.codes.latest('fa@example.test', 'reset');
    expect(await reset('fa@example.test', code, 'short')).toMatchObject({ errorType: 'InvalidPasswordException' });
    expect((await reset('fa@example.test', code, 'a brand new passphrase')).status).toBe(200);
    const user = await t.services.identity.findBySub((await t.services.identity.subOf('fa@example.test')) ?? '');
    expect(user).toMatchObject({ status: 'confirmed', emailVerified: true });
    expect(await reset('fa@example.test', code, 'another new passphrase')).toMatchObject({
      errorType: 'ExpiredCodeException',
    });
  });

  it('treats unknown and disabled users alike: same answer, no code, CodeMismatch on confirm', async () => {
    const created = await t.services.identity.createUser({
      email: 'gus@example.test',
      password: 'gus has a passphrase',
    });
    await t.services.identity.disableUser(created.sub);
    const before = t.codes.sent.length;
    const unknown = await forgot('nobody@example.test');
    const disabled = await forgot('gus@example.test');
    expect(Object.keys(unknown.body)).toEqual(Object.keys(disabled.body));
    expect(t.codes.sent.length).toBe(before);
    expect(await reset('nobody@example.test', '123456', 'a brand new passphrase')).toMatchObject(mismatch);
  });

  it(`limits code e-mails to ${ADDRESS_MAX_CODE_SENDS} per address per 15 minutes (LimitExceededException)`, async () => {
    for (let i = 0; i < ADDRESS_MAX_CODE_SENDS; i += 1) expect((await forgot(`n${i}@example.test`)).status).toBe(200);
    expect(await forgot('one-more@example.test')).toMatchObject({
      errorType: 'LimitExceededException',
      body: { message: 'Attempt limit exceeded, please try after some time.' },
    });
    t.clock?.advance(15 * 60_000);
    expect((await forgot('one-more@example.test')).status).toBe(200);
  });
});
