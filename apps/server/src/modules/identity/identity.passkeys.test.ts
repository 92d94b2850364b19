import { accountSecuritySchema } from '@meridian/contracts/identity-account';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/audit-harness';
import {
  createIdentityTestApp,
  passwordSignIn,
  type IdentityTestApp,
  type PoolResponse,
} from '../../../test/identity-harness';
import {
  SoftwarePasskey,
  type Ceremony,
  type CreationOptionsJson,
  type RequestOptionsJson,
} from '../../../test/software-passkey';
import { PASSKEY_REFUSED } from './choice-based-sign-in.service';
import { MFA_SESSION_TTL_MS } from './mfa-sessions.service';

// Passkeys over the wire (docs/identity-protocol.md, Passkeys): registration, choice-based sign-in
// (USER_AUTH, SELECT_CHALLENGE, WEB_AUTHN), listing and removal, answered by a software authenticator
// (test/software-passkey.ts) on the site's own origin, on a hand-moved clock.

let t: IdentityTestApp;
const ORIGIN = 'https://meridian.example';
const SITE: Ceremony = { origin: ORIGIN };
const PASSWORD = 'passkeys wire passphrase';
const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';
const ADA = 'ada.admin@passkeys.test';
const BEN = 'ben.buyer@passkeys.test';
const CARA = 'cara.reader@passkeys.test';
const clock = () =>
  t.clock ??
  (() => {
    throw new Error('manual clock expected');
  })();

beforeAll(async () => {
  t = await createIdentityTestApp({ manualClock: true, env: { PUBLIC_URL: ORIGIN } });
  // An admin: staff (audited) and, by the default setting, someone who must use TOTP.
  await t.services.users.provision({
    email: ADA,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Admin',
    roleIds: [1],
  });
  for (const email of [BEN, CARA]) await t.services.identity.createUser({ email, password: PASSWORD });
});
afterAll(() => t.close());
// Quiet lockout counters and a fresh authenticator step for each test.
beforeEach(() => clock().advance(16 * 60_000));

const call = (operation: string, body: object) => t.call(operation, body, { 'user-agent': CHROME_ON_LINUX });
const tokenOf = async (email: string) => (await passwordSignIn(t, email, PASSWORD)).AccessToken;
const refusal = (type: string, message?: string) => ({
  status: 400,
  errorType: type,
  body: { __type: type, ...(message ? { message } : {}) },
});

async function startRegistration(token: string): Promise<CreationOptionsJson> {
  const started = await call('StartWebAuthnRegistration', { AccessToken: token });
  expect(started.status, String(started.body.message)).toBe(200);
  return started.body.CredentialCreationOptions as CreationOptionsJson;
}

const complete = (token: string, credential: object) =>
  call('CompleteWebAuthnRegistration', { AccessToken: token, Credential: credential });

/** A passkey added the way associateWebAuthnCredential adds one. */
async function addPasskey(token: string, passkey = new SoftwarePasskey()): Promise<SoftwarePasskey> {
  const done = await complete(token, passkey.register(await startRegistration(token), SITE));
  expect(done, String(done.body.message)).toMatchObject({ status: 200, body: {} });
  return passkey;
}

const initiate = (username: string, preferred?: string) =>
  call('InitiateAuth', {
    AuthFlow: 'USER_AUTH',
    ClientId: t.clientId,
    AuthParameters: { USERNAME: username, ...(preferred ? { PREFERRED_CHALLENGE: preferred } : {}) },
  });

const requestOptionsOf = (answer: PoolResponse) =>
  JSON.parse(
    String((answer.body.ChallengeParameters as Record<string, string>).CREDENTIAL_REQUEST_OPTIONS),
  ) as RequestOptionsJson & { allowCredentials: { id: string }[]; userVerification: string };

const answerWebAuthn = (username: string, session: unknown, credential: object) =>
  call('RespondToAuthChallenge', {
    ChallengeName: 'WEB_AUTHN',
    ClientId: t.clientId,
    Session: session,
    ChallengeResponses: { USERNAME: username, CREDENTIAL: JSON.stringify(credential) },
  });

/** signIn({ options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' } }) over the wire. */
async function passkeySignIn(username: string, passkey: SoftwarePasskey, ceremony = SITE) {
  const challenge = await initiate(username, 'WEB_AUTHN');
  expect(challenge.body.ChallengeName).toBe('WEB_AUTHN');
  return answerWebAuthn(username, challenge.body.Session, passkey.assert(requestOptionsOf(challenge), ceremony));
}

const list = async (token: string) =>
  (await call('ListWebAuthnCredentials', { AccessToken: token })).body.Credentials as Record<string, unknown>[];

describe('registering a passkey (StartWebAuthnRegistration, CompleteWebAuthnRegistration)', () => {
  it('asks for a discoverable passkey that verifies its user, for the site, and stores what the browser made', async () => {
    const token = await tokenOf(BEN);
    const options = await startRegistration(token);
    expect(options).toMatchObject({
      rp: { id: 'meridian.example' },
      user: { name: BEN },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    expect((options as unknown as { pubKeyCredParams: { alg: number }[] }).pubKeyCredParams.map((p) => p.alg)).toEqual([
      -7, -257,
    ]);
    const passkey = new SoftwarePasskey();
    expect(await complete(token, passkey.register(options, SITE))).toMatchObject({ status: 200, body: {} });
    const [listed, ...rest] = await list(token);
    expect(rest).toEqual([]);
    expect(listed).toEqual({
      CredentialId: passkey.id,
      FriendlyCredentialName: 'Chrome on Linux',
      RelyingPartyId: 'meridian.example',
      AuthenticatorAttachment: 'platform',
      AuthenticatorTransports: ['internal'],
      CreatedAt: Math.floor(clock().now().getTime() / 1000),
    });
    // The next registration excludes it, and a second passkey from the same browser gets a number.
    expect((await startRegistration(token)).excludeCredentials).toEqual([
      { id: passkey.id, type: 'public-key', transports: ['internal'] },
    ]);
    clock().advance(1000);
    await addPasskey(token);
    expect((await list(token)).map((entry) => entry.FriendlyCredentialName)).toEqual([
      'Chrome on Linux',
      'Chrome on Linux (2)',
    ]);
  });

  it('takes each challenge once, for five minutes, and only the latest one started', async () => {
    const token = await tokenOf(CARA);
    const notFound = refusal('WebAuthnChallengeNotFoundException');
    const replaced = await startRegistration(token);
    const latest = await startRegistration(token);
    expect(await complete(token, new SoftwarePasskey().register(replaced, SITE))).toMatchObject(notFound);
    const answer = new SoftwarePasskey().register(latest, SITE);
    expect((await complete(token, answer)).status).toBe(200);
    expect(await complete(token, answer)).toMatchObject(notFound);
    const late = await startRegistration(token);
    clock().advance(MFA_SESSION_TTL_MS + 1000);
    expect(await complete(token, new SoftwarePasskey().register(late, SITE))).toMatchObject(notFound);
    expect(await list(await tokenOf(CARA))).toHaveLength(1);
  });

  it('refuses another origin, another relying party and a passkey that does not verify its user', async () => {
    const token = await tokenOf(CARA);
    const before = await list(token);
    const attempt = async (ceremony: Ceremony) =>
      complete(token, new SoftwarePasskey().register(await startRegistration(token), ceremony));
    expect(await attempt({ origin: 'https://meridian.example.evil.test' })).toMatchObject(
      refusal('WebAuthnOriginNotAllowedException'),
    );
    expect(await attempt({ ...SITE, rpId: 'evil.test' })).toMatchObject(
      refusal('WebAuthnRelyingPartyMismatchException'),
    );
    expect(await attempt({ ...SITE, userVerified: false })).toMatchObject(
      refusal('WebAuthnCredentialNotSupportedException'),
    );
    expect(await attempt({ ...SITE, type: 'webauthn.get' })).toMatchObject(refusal('InvalidParameterException'));
    expect(await list(token)).toEqual(before);
  });
});

describe('signing in with a passkey (USER_AUTH, SELECT_CHALLENGE, WEB_AUTHN)', () => {
  it('is a whole sign-in: no authenticator code follows, even for an admin with TOTP on', async () => {
    const passkey = await addPasskey(await tokenOf(ADA));
    const challenge = await initiate(ADA, 'WEB_AUTHN');
    expect(challenge.body).toMatchObject({
      ChallengeName: 'WEB_AUTHN',
      ChallengeParameters: { USERNAME: ADA },
      AvailableChallenges: ['WEB_AUTHN', 'PASSWORD', 'PASSWORD_SRP'],
    });
    const options = requestOptionsOf(challenge);
    expect(options).toMatchObject({ rpId: 'meridian.example', userVerification: 'required' });
    expect(options.allowCredentials.map((allowed) => allowed.id)).toEqual([passkey.id]);
    const signedIn = await answerWebAuthn(ADA, challenge.body.Session, passkey.assert(options, SITE));
    expect(signedIn.status, String(signedIn.body.message)).toBe(200);
    const { AccessToken } = signedIn.body.AuthenticationResult as { AccessToken: string };
    const security = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/security',
      headers: { authorization: `Bearer ${AccessToken}` },
    });
    expect(accountSecuritySchema.parse(security.json().data).passkeys).toEqual([
      { credentialId: passkey.id, lastUsedAt: clock().now().toISOString() },
    ]);
    // The Session answered once.
    expect(await answerWebAuthn(ADA, challenge.body.Session, passkey.assert(options, SITE))).toMatchObject(
      refusal('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
    );
  });

  it('refuses another origin, another relying party, no user verification or an unknown passkey alike', async () => {
    const token = await tokenOf(BEN);
    const passkey = await addPasskey(token);
    const refused = refusal('NotAuthorizedException', PASSKEY_REFUSED);
    expect(await passkeySignIn(BEN, passkey, { origin: 'https://evil.test' })).toMatchObject(refused);
    expect(await passkeySignIn(BEN, passkey, { ...SITE, rpId: 'evil.test' })).toMatchObject(refused);
    expect(await passkeySignIn(BEN, passkey, { ...SITE, userVerified: false })).toMatchObject(refused);
    expect(await passkeySignIn(BEN, new SoftwarePasskey(), SITE)).toMatchObject(refused);
    expect((await passkeySignIn(BEN, passkey)).status).toBe(200);
  });

  it('offers the factors to an account without passkeys and to an unknown address alike', async () => {
    const choices = { ChallengeName: 'SELECT_CHALLENGE', AvailableChallenges: ['PASSWORD', 'PASSWORD_SRP'] };
    const unknown = await initiate('nobody@passkeys.test', 'WEB_AUTHN');
    expect(unknown.body).toMatchObject(choices);
    const dana = 'dana.new@passkeys.test';
    await t.services.identity.createUser({ email: dana, password: PASSWORD });
    const offered = await initiate(dana, 'WEB_AUTHN');
    expect(offered.body).toMatchObject({ ...choices, ChallengeParameters: { USERNAME: dana } });
    const select = (session: unknown, responses: Record<string, string>) =>
      call('RespondToAuthChallenge', {
        ChallengeName: 'SELECT_CHALLENGE',
        ClientId: t.clientId,
        Session: session,
        ChallengeResponses: { USERNAME: dana, ...responses },
      });
    expect(await select(offered.body.Session, { ANSWER: 'WEB_AUTHN' })).toMatchObject(
      refusal('InvalidParameterException', 'The challenge WEB_AUTHN is not available for this user.'),
    );
    const again = await initiate(dana);
    expect((await select(again.body.Session, { ANSWER: 'PASSWORD', PASSWORD })).body).toHaveProperty(
      'AuthenticationResult',
    );
    // With a passkey, the choice includes it and choosing it answers the passkey's challenge.
    const passkey = await addPasskey(await tokenOf(dana));
    const withPasskey = await initiate(dana);
    expect(withPasskey.body.AvailableChallenges).toEqual(['WEB_AUTHN', 'PASSWORD', 'PASSWORD_SRP']);
    const chosen = await select(withPasskey.body.Session, { ANSWER: 'WEB_AUTHN' });
    expect(chosen.body.ChallengeName).toBe('WEB_AUTHN');
    expect(
      (await answerWebAuthn(dana, chosen.body.Session, passkey.assert(requestOptionsOf(chosen), SITE))).status,
    ).toBe(200);
  });
});

describe('listing and removing passkeys (ListWebAuthnCredentials, DeleteWebAuthnCredential)', () => {
  it('pages, and removes only the caller’s own passkeys', async () => {
    const erin = 'erin.two@passkeys.test';
    await t.services.identity.createUser({ email: erin, password: PASSWORD });
    const token = await tokenOf(erin);
    const first = await addPasskey(token);
    clock().advance(1000);
    const second = await addPasskey(token);
    const page = await call('ListWebAuthnCredentials', { AccessToken: token, MaxResults: 1 });
    expect(page.body).toMatchObject({ Credentials: [{ CredentialId: first.id }], NextToken: first.id });
    const next = await call('ListWebAuthnCredentials', { AccessToken: token, MaxResults: 1, NextToken: first.id });
    expect(next.body).toEqual({ Credentials: [expect.objectContaining({ CredentialId: second.id })] });

    const notFound = refusal('ResourceNotFoundException', 'The passkey does not exist.');
    const others = await tokenOf(CARA);
    expect(await call('DeleteWebAuthnCredential', { AccessToken: others, CredentialId: first.id })).toMatchObject(
      notFound,
    );
    const removed = await call('DeleteWebAuthnCredential', { AccessToken: token, CredentialId: first.id });
    expect(removed).toMatchObject({ status: 200, body: {} });
    expect(await call('DeleteWebAuthnCredential', { AccessToken: token, CredentialId: first.id })).toMatchObject(
      notFound,
    );
    expect((await list(token)).map((entry) => entry.CredentialId)).toEqual([second.id]);
    const challenge = await initiate(erin, 'WEB_AUTHN');
    expect(requestOptionsOf(challenge).allowCredentials.map((allowed) => allowed.id)).toEqual([second.id]);
    expect(
      await answerWebAuthn(erin, challenge.body.Session, first.assert(requestOptionsOf(challenge), SITE)),
    ).toMatchObject(refusal('NotAuthorizedException', PASSKEY_REFUSED));
  });
});

describe('the audit log', () => {
  it('records a staff member’s passkeys added and removed and their passkey sign-ins; a customer’s not', async () => {
    const token = await tokenOf(ADA);
    let passkey = new SoftwarePasskey();
    const added = await auditOf(t, async () => {
      passkey = await addPasskey(token);
    });
    expect(added.map((entry) => [entry.action, JSON.parse(entry.summary)])).toEqual([
      ['passkey.added', { after: { passkey: 'Chrome on Linux (2)' } }],
    ]);
    const signedIn = await auditOf(t, () => passkeySignIn(ADA, passkey));
    expect(signedIn.map((entry) => [entry.action, JSON.parse(entry.summary)])).toEqual([
      ['sign-in.succeeded', { after: { method: 'passkey' } }],
    ]);
    const failed = await auditOf(t, () => passkeySignIn(ADA, passkey, { origin: 'https://evil.test' }));
    expect(failed.map((entry) => [entry.action, JSON.parse(entry.summary)])).toEqual([
      ['sign-in.failed', { after: { method: 'passkey', reason: PASSKEY_REFUSED } }],
    ]);
    const removed = await auditOf(t, () =>
      call('DeleteWebAuthnCredential', { AccessToken: token, CredentialId: passkey.id }),
    );
    expect(removed.map((entry) => [entry.action, JSON.parse(entry.summary)])).toEqual([
      ['passkey.removed', { before: { passkey: 'Chrome on Linux (2)' } }],
    ]);

    const customer = await tokenOf(CARA);
    const quiet = await auditOf(t, async () => {
      const own = await addPasskey(customer);
      expect((await passkeySignIn(CARA, own)).status).toBe(200);
      await call('DeleteWebAuthnCredential', { AccessToken: customer, CredentialId: own.id });
    });
    expect(quiet).toEqual([]);
  });
});

describe('a site reached by an IP address', () => {
  it('answers WebAuthnNotEnabledException: browsers refuse passkeys there', async () => {
    const local = await createIdentityTestApp();
    try {
      await local.services.identity.createUser({ email: BEN, password: PASSWORD });
      const { AccessToken } = await passwordSignIn(local, BEN, PASSWORD);
      expect(await local.call('StartWebAuthnRegistration', { AccessToken })).toMatchObject(
        refusal('WebAuthnNotEnabledException'),
      );
    } finally {
      await local.close();
    }
  });
});
