import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';
import { srpSignIn } from '../../../test/srp-client';

/**
 * Limits per account on top of the per-address ones (docs/product.md, Identity): wrong passwords
 * for one account from many addresses slow down as Cognito's lockout does, without locking the
 * owner out of the addresses they sign in from; reset and sign-up code e-mails are capped per
 * account per hour.
 */
let t: IdentityTestApp;
const PASSWORD = 'account limits passphrase';
const OWNER = 'owner@example.test';

const clock = () =>
  t.clock ??
  (() => {
    throw new Error('manual clock expected');
  })();

beforeAll(async () => {
  t = await createIdentityTestApp({ manualClock: true, env: { IDENTITY_EMAIL_VERIFICATION: 'on' } });
  await t.services.identity.createUser({ email: OWNER, password: PASSWORD });
});
afterAll(() => t.close());
// Quiet counters and fresh hourly windows for every test.
beforeEach(async () => {
  clock().advance(16 * 60_000);
  await t.database.db.executeSql("update rate_limit_counters set reset_at = now() - interval '1 second'");
});

const incorrect = { errorType: 'NotAuthorizedException', body: { message: 'Incorrect username or password.' } };
const exceeded = { errorType: 'NotAuthorizedException', body: { message: 'Password attempts exceeded' } };
const limitExceeded = {
  status: 400,
  errorType: 'LimitExceededException',
  body: { __type: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' },
};

const signIn = (address: string, password: string, username = OWNER) =>
  t.call(
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: t.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    },
    {},
    address,
  );
/** The n-th address of a botnet (a different one for every test that names its own `net`). */
const bot = (net: number, n: number) => `198.51.${net}.${n}`;

describe('failed sign-ins per account', () => {
  it('slow down wrong passwords for one account sent from many addresses, on Cognito’s curve', async () => {
    const answers = [];
    for (let n = 1; n <= 40; n += 1) answers.push(await signIn(bot(101, n), 'wrong password'));
    for (const answer of answers.slice(0, 5)) expect(answer).toMatchObject(incorrect);
    for (const answer of answers.slice(5)) expect(answer).toMatchObject(exceeded);

    // Each further failure waits twice as long: 1 s after the 5th, 2 s after the 6th.
    clock().advance(1000);
    expect(await signIn(bot(101, 41), 'wrong password')).toMatchObject(incorrect);
    expect(await signIn(bot(101, 42), 'wrong password')).toMatchObject(exceeded);
    clock().advance(1999);
    expect(await signIn(bot(101, 43), PASSWORD)).toMatchObject(exceeded);
    clock().advance(1);
    expect(await signIn(bot(101, 44), 'wrong password')).toMatchObject(incorrect);
    // SRP is refused at its first step too.
    const srp = await srpSignIn(t, OWNER, PASSWORD, { timestamp: clock().now(), address: bot(101, 45) });
    expect(srp.initiate).toMatchObject(exceeded);
  });

  it('treat an unknown username the same way, so the slowdown reveals nothing', async () => {
    for (let n = 1; n <= 5; n += 1) {
      expect(await signIn(bot(102, n), 'wrong password', 'nobody@example.test')).toMatchObject(incorrect);
    }
    expect(await signIn(bot(102, 6), 'wrong password', 'nobody@example.test')).toMatchObject(exceeded);
  });

  it('leave an address the owner signed in from recently its own budget', async () => {
    const home = '203.0.113.5';
    expect((await signIn(home, PASSWORD)).status).toBe(200);
    for (let n = 1; n <= 40; n += 1) await signIn(bot(103, n), 'wrong password');
    expect(await signIn(bot(103, 41), PASSWORD)).toMatchObject(exceeded);

    // The owner at home: a few typos, then in, as on any quiet day.
    for (let i = 0; i < 4; i += 1) expect(await signIn(home, 'a typo')).toMatchObject(incorrect);
    expect((await signIn(home, PASSWORD)).status).toBe(200);
    const srp = await srpSignIn(t, OWNER, PASSWORD, { timestamp: clock().now(), address: home });
    expect(srp.respond?.status).toBe(200);
  });

  it('let the owner on a new address back in after a password reset from it', async () => {
    const travelling = '192.0.2.77';
    for (let n = 1; n <= 6; n += 1) await signIn(bot(104, n), 'wrong password');
    expect(await signIn(travelling, PASSWORD)).toMatchObject(exceeded);

    expect((await t.call('ForgotPassword', { ClientId: t.clientId, Username: OWNER }, {}, travelling)).status).toBe(
      200,
    );
    const reset = await t.call(
      'ConfirmForgotPassword',
      {
        ClientId: t.clientId,
        Username: OWNER,
        ConfirmationCode: t.codes.latest(OWNER, 'reset'),
        Password: PASSWORD,
      },
      {},
      travelling,
    );
    expect(reset.status).toBe(200);
    expect((await signIn(travelling, PASSWORD)).status).toBe(200);
  });

  it(`forget a familiar address after ${30} days without a sign-in from it`, async () => {
    const office = '203.0.113.9';
    expect((await signIn(office, PASSWORD)).status).toBe(200);
    clock().advance(31 * 86_400_000);
    for (let n = 1; n <= 6; n += 1) await signIn(bot(105, n), 'wrong password');
    expect(await signIn(office, PASSWORD)).toMatchObject(exceeded);
  });
});

describe('code e-mails per account', () => {
  const forgot = (username: string, address: string) =>
    t.call('ForgotPassword', { ClientId: t.clientId, Username: username }, {}, address);

  it('send at most 5 reset e-mails an hour to one account, whether asked from one address or many', async () => {
    const before = t.codes.sent.filter((mail) => mail.email === OWNER && mail.purpose === 'reset').length;
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push(await forgot(OWNER, '203.0.113.50'));
    for (let n = 1; n <= 12; n += 1) answers.push(await forgot(OWNER, bot(106, n)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    for (const answer of answers.slice(5)) expect(answer).toMatchObject(limitExceeded);
    const sent = t.codes.sent.filter((mail) => mail.email === OWNER && mail.purpose === 'reset').length;
    expect(sent - before).toBe(5);

    // An unknown address answers the same, so the cap reveals nothing.
    const unknown = [];
    for (let i = 0; i < 6; i += 1) unknown.push(await forgot('nobody@example.test', '203.0.113.51'));
    expect(unknown.slice(0, 5).every((answer) => answer.status === 200)).toBe(true);
    expect(unknown[5]).toMatchObject(limitExceeded);

    // The hour is over: a code can be sent again.
    await t.database.db.executeSql("update rate_limit_counters set reset_at = now() - interval '1 second'");
    expect((await forgot(OWNER, '203.0.113.50')).status).toBe(200);
  });

  it('send at most 5 sign-up codes an hour to one account, the sign-up’s own included', async () => {
    const email = 'new.member@example.test';
    const created = await t.call(
      'SignUp',
      { ClientId: t.clientId, Username: email, Password: PASSWORD },
      {},
      bot(107, 1),
    );
    expect(created.status).toBe(200);
    const answers = [];
    for (let n = 2; n <= 8; n += 1) {
      answers.push(await t.call('ResendConfirmationCode', { ClientId: t.clientId, Username: email }, {}, bot(107, n)));
    }
    expect(answers.slice(0, 4).every((answer) => answer.status === 200)).toBe(true);
    for (const answer of answers.slice(4)) expect(answer).toMatchObject(limitExceeded);
    expect(t.codes.sent.filter((mail) => mail.email === email && mail.purpose === 'signup')).toHaveLength(5);
  });
});
