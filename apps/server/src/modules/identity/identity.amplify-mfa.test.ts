import type { AddressInfo } from 'node:net';
import { Amplify } from 'aws-amplify';
import * as auth from 'aws-amplify/auth';
import { desc, eq } from 'drizzle-orm';
import { URI } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../../test/authenticator-app';
import { createIdentityTestApp, passwordSignIn, type IdentityTestApp } from '../../../test/identity-harness';
import { mailOutbox } from '../mail/mail.tables';
import { softwareTokens } from './identity.tables';

// TOTP MFA with the real aws-amplify client (Node) against the running server
// (docs/identity-protocol.md, TOTP MFA). Amplify keeps global state: the tests run in order and end
// signed out. The pool's clock is moved by hand 30 s at a time where a sign-in needs a fresh code;
// it must stay within SRP's 5-minute TIMESTAMP tolerance of the real clock Amplify stamps with.

let t: IdentityTestApp;
const STEP = 30_000;
const ADMIN = { email: 'ada.admin@mfa.test', password: 'Ada keeps the keys safe' };
const OTHER_ADMIN = { email: 'grace.admin@mfa.test', password: 'Grace resets authenticators' };
const MEMBER = { email: 'lin.member@mfa.test', password: 'Lin turns MFA on herself' };

async function rejection(promise: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { name: string; message: string };
  }
  throw new Error('expected the call to fail');
}

const clock = () =>
  t.clock ??
  (() => {
    throw new Error('manual clock expected');
  })();
/** The code the person's app shows now, for the pool's clock. */
const codeNow = (secret: string, offsetSteps = 0) => totpCodeAt(secret, clock().now().getTime() + offsetSteps * STEP);
/** A code other than `code`. */
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

let adminSecret = '';

beforeAll(async () => {
  t = await createIdentityTestApp({ manualClock: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const { userPoolId, userPoolClientId } = t.services.identity.publicAuthConfig().Cognito;
  Amplify.configure({
    Auth: { Cognito: { userPoolId, userPoolClientId, userPoolEndpoint: `http://127.0.0.1:${port}/identity` } },
  });
  for (const [account, roleIds] of [
    [ADMIN, [1]],
    [OTHER_ADMIN, [1]],
    [MEMBER, [3]],
  ] as const) {
    await t.services.users.provision({ ...account, firstName: 'Test', lastName: 'Person', roleIds: [...roleIds] });
  }
});
afterEach(async () => {
  await auth.signOut();
});
afterAll(() => t.close());

describe('TOTP MFA with the real Amplify client', () => {
  it('leads an admin without MFA through setup at first sign-in (MFA_SETUP)', async () => {
    const first = await auth.signIn({ username: ADMIN.email, password: ADMIN.password });
    expect(first.isSignedIn).toBe(false);
    if (first.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') throw new Error(first.nextStep.signInStep);
    const { sharedSecret, getSetupUri } = first.nextStep.totpSetupDetails;
    expect(sharedSecret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = URI.parse(getSetupUri('Meridian', ADMIN.email).toString());
    expect(uri).toMatchObject({ issuer: 'Meridian', label: ADMIN.email });
    expect(uri.secret.base32).toBe(sharedSecret);
    adminSecret = sharedSecret;

    const refused = await rejection(auth.confirmSignIn({ challengeResponse: wrong(codeNow(adminSecret)) }));
    expect(refused).toMatchObject({
      name: 'EnableSoftwareTokenMFAException',
      message: 'Code mismatch and fail enable Software Token MFA',
    });
    // The same Session answers again after a wrong code.
    const done = await auth.confirmSignIn({ challengeResponse: codeNow(adminSecret) });
    expect(done).toMatchObject({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await expect(auth.fetchMFAPreference()).resolves.toEqual({ preferred: 'TOTP', enabled: ['TOTP'] });
    // Stored sealed by the secrets service, never as the secret itself.
    const stored = await t.database.db.orm.select().from(softwareTokens);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.secret).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(adminSecret);
  });

  it('asks for a code at later sign-ins (SOFTWARE_TOKEN_MFA), SRP and USER_PASSWORD_AUTH alike', async () => {
    clock().advance(STEP);
    const srp = await auth.signIn({ username: ADMIN.email, password: ADMIN.password });
    expect(srp.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    await expect(auth.confirmSignIn({ challengeResponse: codeNow(adminSecret) })).resolves.toMatchObject({
      isSignedIn: true,
    });
    expect((await auth.getCurrentUser()).username).toBe(ADMIN.email);
    await auth.signOut();
    clock().advance(STEP);
    const plain = await auth.signIn({
      username: ADMIN.email,
      password: ADMIN.password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(plain.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    await expect(auth.confirmSignIn({ challengeResponse: codeNow(adminSecret) })).resolves.toMatchObject({
      isSignedIn: true,
    });
  });

  it('refuses a code that was already used, and takes the next one', async () => {
    clock().advance(STEP);
    const used = codeNow(adminSecret);
    await auth.signIn({ username: ADMIN.email, password: ADMIN.password });
    await auth.confirmSignIn({ challengeResponse: used });
    await auth.signOut();
    await auth.signIn({ username: ADMIN.email, password: ADMIN.password });
    const again = await rejection(auth.confirmSignIn({ challengeResponse: used }));
    expect(again).toMatchObject({ name: 'CodeMismatchException', message: 'Invalid code received for user' });
    // The next step's code is within the ±30 s window.
    await expect(auth.confirmSignIn({ challengeResponse: codeNow(adminSecret, 1) })).resolves.toMatchObject({
      isSignedIn: true,
    });
  });

  it('lets another admin reset the MFA of an admin who lost their phone; setup comes again', async () => {
    const other = await passwordSignIn(t, OTHER_ADMIN.email, OTHER_ADMIN.password);
    const adminId = await t.services.users.idByEmail(ADMIN.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${adminId}/mfa-reset`,
      headers: { authorization: `Bearer ${other.AccessToken}` },
    });
    expect(reset.statusCode).toBe(200);
    const [mail] = await t.database.db.orm
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'identity.mfa-reset'))
      .orderBy(desc(mailOutbox.id));
    expect(mail).toMatchObject({ toAddress: ADMIN.email });
    expect(mail?.textBody).toContain('reset two-step sign-in');

    const next = await auth.signIn({ username: ADMIN.email, password: ADMIN.password });
    if (next.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') throw new Error(next.nextStep.signInStep);
    expect(next.nextStep.totpSetupDetails.sharedSecret).not.toBe(adminSecret);
    adminSecret = next.nextStep.totpSetupDetails.sharedSecret;
    await expect(auth.confirmSignIn({ challengeResponse: codeNow(adminSecret) })).resolves.toMatchObject({
      isSignedIn: true,
    });
    // A reset of someone with nothing to reset, and of one's own, are refused.
    for (const email of [MEMBER.email, OTHER_ADMIN.email]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${await t.services.users.idByEmail(email)}/mfa-reset`,
        headers: { authorization: `Bearer ${other.AccessToken}` },
      });
      expect(refused.statusCode).toBe(409);
    }
  });

  it('lets anyone turn TOTP on and off from the account page (setUpTOTP, verifyTOTPSetup, updateMFAPreference)', async () => {
    await expect(auth.signIn({ username: MEMBER.email, password: MEMBER.password })).resolves.toMatchObject({
      isSignedIn: true,
    });
    await expect(auth.fetchMFAPreference()).resolves.toEqual({ preferred: undefined, enabled: [] });
    const notVerified = await rejection(auth.updateMFAPreference({ totp: 'PREFERRED' }));
    expect(notVerified).toMatchObject({
      name: 'InvalidParameterException',
      message: 'User has not verified software token mfa',
    });
    const { sharedSecret } = await auth.setUpTOTP();
    const wrongSetup = await rejection(auth.verifyTOTPSetup({ code: wrong(codeNow(sharedSecret)) }));
    expect(wrongSetup.name).toBe('EnableSoftwareTokenMFAException');
    await auth.verifyTOTPSetup({ code: codeNow(sharedSecret), options: { friendlyDeviceName: 'Phone' } });
    await auth.updateMFAPreference({ totp: 'PREFERRED' });
    await expect(auth.fetchMFAPreference()).resolves.toEqual({ preferred: 'TOTP', enabled: ['TOTP'] });
    await auth.signOut();
    clock().advance(STEP);

    const withCode = await auth.signIn({ username: MEMBER.email, password: MEMBER.password });
    expect(withCode.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    await auth.confirmSignIn({ challengeResponse: codeNow(sharedSecret) });
    await auth.updateMFAPreference({ totp: 'DISABLED' });
    await expect(auth.fetchMFAPreference()).resolves.toEqual({ preferred: undefined, enabled: [] });
    await auth.signOut();
    await expect(auth.signIn({ username: MEMBER.email, password: MEMBER.password })).resolves.toMatchObject({
      isSignedIn: true,
    });
  });

  it('keeps MFA on for a role that must use it', async () => {
    clock().advance(STEP);
    await auth.signIn({ username: ADMIN.email, password: ADMIN.password });
    await auth.confirmSignIn({ challengeResponse: codeNow(adminSecret) });
    const refused = await rejection(auth.updateMFAPreference({ totp: 'DISABLED' }));
    expect(refused.name).toBe('InvalidParameterException');
    await expect(auth.fetchMFAPreference()).resolves.toEqual({ preferred: 'TOTP', enabled: ['TOTP'] });
  });

  it('counts wrong codes toward the sign-in lockout', async () => {
    await auth.signIn({ username: ADMIN.email, password: ADMIN.password });
    const bad = wrong(codeNow(adminSecret));
    for (let i = 0; i < 5; i += 1) {
      expect((await rejection(auth.confirmSignIn({ challengeResponse: bad }))).name).toBe('CodeMismatchException');
    }
    const locked = await rejection(auth.confirmSignIn({ challengeResponse: codeNow(adminSecret) }));
    expect(locked).toMatchObject({ name: 'NotAuthorizedException', message: 'Password attempts exceeded' });
    const signInLocked = await rejection(auth.signIn({ username: ADMIN.email, password: ADMIN.password }));
    expect(signInLocked).toMatchObject({ name: 'NotAuthorizedException', message: 'Password attempts exceeded' });
  });
});
