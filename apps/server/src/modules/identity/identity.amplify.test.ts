import type { AddressInfo } from 'node:net';
import { Amplify } from 'aws-amplify';
import * as auth from 'aws-amplify/auth';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, passwordSignIn, type IdentityTestApp } from '../../../test/identity-harness';
import { refreshTokens } from './identity.tables';

// The real aws-amplify client (Node) against the running server. Amplify keeps global state, so
// every Amplify test lives in this file or identity.amplify-mfa.test.ts (TOTP MFA), each configures
// Amplify before its tests, runs in order, and ends signed out (files in one worker run one at a time).

async function listen(t: IdentityTestApp): Promise<void> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const { userPoolId, userPoolClientId } = t.services.identity.publicAuthConfig().Cognito;
  Amplify.configure({
    Auth: { Cognito: { userPoolId, userPoolClientId, userPoolEndpoint: `http://127.0.0.1:${port}/identity` } },
  });
}

async function accessToken(): Promise<string> {
  const token = (await auth.fetchAuthSession()).tokens?.accessToken.toString();
  if (!token) throw new Error('not signed in');
  return token;
}

async function rejection(promise: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { name: string; message: string };
  }
  throw new Error('expected the call to fail');
}

/** Small deterministic generator, so a failing run can be repeated from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const ASCII = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !#%&()*+,-./:;<=>?@[]^_{|}~';
const WIDE = ['é', 'ß', 'ü', 'ñ', 'ø', 'Ж', 'λ', '漢', '字', 'ก', '🎉', '🔐', 'ﬁ', 'Å'];

let t: IdentityTestApp;

describe('the real Amplify client, email verification off (default)', () => {
  beforeAll(async () => {
    t = await createIdentityTestApp();
    await listen(t);
  });
  afterEach(async () => {
    await auth.signOut();
  });
  afterAll(() => t.close());

  const password = 'Correct horse battery staple';

  it('signs up (confirmed at once) and signs in with SRP', async () => {
    const up = await auth.signUp({
      username: 'Ada@Example.test',
      password,
      options: { userAttributes: { email: 'ada@example.test', name: 'Ada' } },
    });
    expect(up).toMatchObject({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    const signedIn = await auth.signIn({ username: 'ADA@example.test', password });
    expect(signedIn).toMatchObject({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const me = await auth.getCurrentUser();
    expect(me).toEqual({ username: 'ada@example.test', userId: up.userId, signInDetails: expect.anything() });
  });

  // Amplify's own SRP math (a JavaScript BigInteger) costs about half a second per sign-in.
  it('signs 40 random users up and in with SRP, some with non-ASCII names and passwords', async () => {
    const seed = Date.now() % 1_000_000;
    const next = random(seed);
    for (let i = 0; i < 40; i += 1) {
      const wide = i % 3 === 0;
      const length = 8 + Math.floor(next() * 57);
      const chars = Array.from({ length }, () =>
        wide && next() < 0.4 ? WIDE[Math.floor(next() * WIDE.length)] : ASCII[Math.floor(next() * ASCII.length)],
      );
      const pw = chars.join('');
      const username = wide ? `ñandú.${i}.${seed}@ejemplo.test` : `user${i}.${seed}@example.test`;
      const context = `seed ${seed}, user ${i}: ${JSON.stringify({ username, pw })}`;
      await expect(auth.signUp({ username, password: pw }), context).resolves.toMatchObject({ isSignUpComplete: true });
      await expect(auth.signIn({ username, password: pw }), context).resolves.toMatchObject({ isSignedIn: true });
      expect((await auth.getCurrentUser()).username, context).toBe(username.normalize('NFC').toLowerCase());
      await auth.signOut();
    }
  }, 180_000);

  it('signs in with USER_PASSWORD_AUTH', async () => {
    const result = await auth.signIn({
      username: 'ada@example.test',
      password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(result.isSignedIn).toBe(true);
    expect(await t.app.tokenVerifier.verifyAccessToken(await accessToken())).toMatchObject({
      username: 'ada@example.test',
    });
  });

  it('answers a wrong password and an unknown user with the same error', async () => {
    const wrong = await rejection(auth.signIn({ username: 'ada@example.test', password: 'not the password' }));
    const unknown = await rejection(auth.signIn({ username: 'nobody@example.test', password: 'not the password' }));
    const wrongPlain = await rejection(
      auth.signIn({
        username: 'ada@example.test',
        password: 'nope nope',
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      }),
    );
    for (const error of [wrong, unknown, wrongPlain]) {
      expect(error).toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    }
  });

  it('gets a final InvalidParameterException for control characters, sent once and not retried', async () => {
    const targets: string[] = [];
    const count = (request: { headers: Record<string, unknown> }) => {
      targets.push(String(request.headers['x-amz-target']).replace('AWSCognitoIdentityProviderService.', ''));
    };
    t.app.server.on('request', count);
    try {
      // One at a time: each request is sent and refused before the next starts, so the order of the
      // targets is the order of the calls and no refusal is left without a handler.
      const attempts = [
        () => auth.signUp({ username: 'nul\u0000@example.test', password }),
        () => auth.signUp({ username: 'ok@example.test', password: `${password}\u0000` }),
        () => auth.signUp({ username: 'ok@example.test', password, options: { userAttributes: { name: 'A\u0007' } } }),
        () => auth.signIn({ username: 'ada\u0000@example.test', password }),
        () =>
          auth.signIn({
            username: 'ada@example.test',
            password: `${password}\u0000`,
            options: { authFlowType: 'USER_PASSWORD_AUTH' },
          }),
      ];
      for (const attempt of attempts) {
        const error = await rejection(attempt());
        expect(error.name).toBe('InvalidParameterException');
        expect(error.message).toMatch(/^1 validation error detected: Value at '[\w.]+' failed to satisfy constraint: /);
      }
      expect(targets).toEqual(['SignUp', 'SignUp', 'SignUp', 'InitiateAuth', 'InitiateAuth']);
    } finally {
      t.app.server.off('request', count);
    }
  });

  it('refuses a second sign-up for the same email', async () => {
    const error = await rejection(auth.signUp({ username: 'ada@EXAMPLE.test', password: 'another good passphrase' }));
    expect(error).toMatchObject({ name: 'UsernameExistsException', message: 'User already exists' });
  });

  it('refreshes on forceRefresh (rotating the refresh token) and reads the attributes', async () => {
    await auth.signIn({ username: 'ada@example.test', password });
    const before = (await auth.fetchAuthSession()).tokens;
    const after = (await auth.fetchAuthSession({ forceRefresh: true })).tokens;
    expect(after?.accessToken.toString()).not.toBe(before?.accessToken.toString());
    expect(after?.accessToken.payload.origin_jti).toBe(before?.accessToken.payload.origin_jti);
    const family = await t.database.db.orm
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, String(before?.accessToken.payload.origin_jti)));
    expect(family).toHaveLength(2);
    expect(family.filter((row) => row.rotatedAt !== null)).toHaveLength(1);
    await expect(auth.fetchUserAttributes()).resolves.toEqual({
      sub: before?.accessToken.payload.sub,
      email: 'ada@example.test',
      email_verified: 'false',
      name: 'Ada',
    });
  });

  it('changes the password: this sign-in stays, the others end', async () => {
    await auth.signIn({ username: 'ada@example.test', password });
    const elsewhere = await passwordSignIn(t, 'ada@example.test', password);
    const next = 'A completely new passphrase';
    await auth.updatePassword({ oldPassword: password, newPassword: next });
    expect(await t.app.tokenVerifier.verifyAccessToken(elsewhere.AccessToken)).toBeNull();
    await expect(auth.fetchUserAttributes()).resolves.toMatchObject({ email: 'ada@example.test' });
    await auth.signOut();
    const old = await rejection(auth.signIn({ username: 'ada@example.test', password }));
    expect(old.name).toBe('NotAuthorizedException');
    await expect(auth.signIn({ username: 'ada@example.test', password: next })).resolves.toMatchObject({
      isSignedIn: true,
    });
    await auth.updatePassword({ oldPassword: next, newPassword: password });
  });

  it('signs out locally: RevokeToken ends that sign-in and its access token stops verifying', async () => {
    await auth.signIn({ username: 'ada@example.test', password });
    const elsewhere = await passwordSignIn(t, 'ada@example.test', password);
    const token = await accessToken();
    await auth.signOut();
    expect(await t.app.tokenVerifier.verifyAccessToken(token)).toBeNull();
    expect(await t.app.tokenVerifier.verifyAccessToken(elsewhere.AccessToken)).not.toBeNull();
  });

  it('signs out globally: every sign-in of the user ends', async () => {
    await auth.signIn({ username: 'ada@example.test', password });
    const elsewhere = await passwordSignIn(t, 'ada@example.test', password);
    const token = await accessToken();
    await auth.signOut({ global: true });
    expect(await t.app.tokenVerifier.verifyAccessToken(token)).toBeNull();
    expect(await t.app.tokenVerifier.verifyAccessToken(elsewhere.AccessToken)).toBeNull();
  });

  it("refuses a disabled user's access token at once, and the next refresh signs them out", async () => {
    const { userId } = await auth.signUp({ username: 'grace@example.test', password });
    await auth.signIn({ username: 'grace@example.test', password });
    const token = await accessToken();
    expect(await t.app.tokenVerifier.verifyAccessToken(token)).toMatchObject({ sub: userId });
    await t.services.identity.disableUser(userId ?? '');
    expect(await t.app.tokenVerifier.verifyAccessToken(token)).toBeNull();
    expect((await auth.fetchAuthSession({ forceRefresh: true })).tokens).toBeUndefined();
    const again = await rejection(auth.signIn({ username: 'grace@example.test', password }));
    expect(again).toMatchObject({ name: 'NotAuthorizedException', message: 'User is disabled.' });
    await t.services.identity.enableUser(userId ?? '');
    await expect(auth.signIn({ username: 'grace@example.test', password })).resolves.toMatchObject({
      isSignedIn: true,
    });
  });
});

describe('the real Amplify client, email verification on', () => {
  beforeAll(async () => {
    t = await createIdentityTestApp({ env: { IDENTITY_EMAIL_VERIFICATION: 'on' } });
    await listen(t);
  });
  afterEach(async () => {
    await auth.signOut();
  });
  afterAll(() => t.close());

  it('signs up, confirms with the mailed code and signs in automatically', async () => {
    const email = 'lin@example.test';
    const up = await auth.signUp({
      username: email,
      password: 'Lin signs up today',
      options: { userAttributes: {}, autoSignIn: true },
    });
    expect(up.nextStep).toMatchObject({
      signUpStep: 'CONFIRM_SIGN_UP',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'l***@e***', attributeName: 'email' },
    });
    const early = await auth.signIn({ username: email, password: 'Lin signs up today' });
    expect(early.nextStep.signInStep).toBe('CONFIRM_SIGN_UP');
    await auth.resendSignUpCode({ username: email });
    const wrongCode = t.codes.latest(email, 'signup') === '000000' ? '111111' : '000000';
    const wrong = await rejection(auth.confirmSignUp({ username: email, confirmationCode: wrongCode }));
    expect(wrong.name).toBe('CodeMismatchException');
    const confirmed = await auth.confirmSignUp({ username: email, confirmationCode: t.codes.latest(email, 'signup') });
    expect(confirmed.isSignUpComplete).toBe(true);
    await expect(auth.signIn({ username: email, password: 'Lin signs up today' })).resolves.toMatchObject({
      isSignedIn: true,
    });
    expect((await auth.fetchUserAttributes()).email_verified).toBe('true');
  });

  it('completes autoSignIn after confirmSignUp', async () => {
    const email = 'mo@example.test';
    await auth.signUp({
      username: email,
      password: 'Mo signs up today',
      options: { userAttributes: {}, autoSignIn: true },
    });
    const confirmed = await auth.confirmSignUp({ username: email, confirmationCode: t.codes.latest(email, 'signup') });
    expect(confirmed.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');
    await expect(auth.autoSignIn()).resolves.toMatchObject({ isSignedIn: true });
  });

  it('resets a forgotten password with the mailed code, ending every sign-in', async () => {
    const email = 'lin@example.test';
    const elsewhere = await passwordSignIn(t, email, 'Lin signs up today');
    const reset = await auth.resetPassword({ username: email });
    expect(reset.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    const weak = await rejection(
      auth.confirmResetPassword({
        username: email,
        confirmationCode: t.codes.latest(email, 'reset'),
        newPassword: 'password123',
      }),
    );
    expect(weak).toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password is too common',
    });
    await auth.confirmResetPassword({
      username: email,
      confirmationCode: t.codes.latest(email, 'reset'),
      newPassword: 'Lin remembers now',
    });
    expect(await t.app.tokenVerifier.verifyAccessToken(elsewhere.AccessToken)).toBeNull();
    await expect(auth.signIn({ username: email, password: 'Lin remembers now' })).resolves.toMatchObject({
      isSignedIn: true,
    });
    const unknown = await auth.resetPassword({ username: 'nobody@example.test' });
    expect(unknown.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
  });
});
