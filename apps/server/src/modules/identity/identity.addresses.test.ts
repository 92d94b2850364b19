import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentityTestApp,
  passwordSignIn,
  signedUpAccount,
  type IdentityTestApp,
} from '../../../test/identity-harness';
import { srpSignIn } from '../../../test/srp-client';
import { seedDatabase } from '../../services';
import { createPasswordHasher } from './password-hasher.service';
import { poolUserRepository } from './pool-user.repository';
import { createSrpCredentials, srpPoolName } from './srp-math.rules';

/**
 * Addresses are normalised once, the same way by the pool and the profile (docs/product.md,
 * Identity): a trailing dot or full-width letters never make a second account or one that cannot
 * finish signing up.
 */
let t: IdentityTestApp;
const PASSWORD = 'addresses test passphrase';

beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(() => t.close());

const signUp = (email: string) =>
  t.call('SignUp', {
    ClientId: t.clientId,
    Username: email,
    Password: PASSWORD,
    UserAttributes: [{ Name: 'email', Value: email }],
  });

async function registerProfile(email: string, auth: { authorization: string }, sub: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user',
    headers: auth,
    payload: { sub, firstName: 'Nia', lastName: 'Okoye', email, termsAgreed: true },
  });
}

describe('address normalisation', () => {
  it('takes an address with a trailing dot as the address without it, so the sign-up finishes', async () => {
    const created = await signUp('Nia@Example.COM.');
    expect(created.status).toBe(200);
    const tokens = await passwordSignIn(t, 'nia@example.com', PASSWORD);
    const sub = (await t.services.identity.subOf('nia@example.com')) ?? '';
    expect(await t.services.identity.findBySub(sub)).toMatchObject({
      username: 'nia@example.com',
      email: 'nia@example.com',
    });
    const profile = await registerProfile('Nia@Example.COM.', { authorization: `Bearer ${tokens.AccessToken}` }, sub);
    expect(profile.statusCode).toBe(201);
    expect(profile.json().data).toMatchObject({ email: 'Nia@example.com' });
  });

  it('refuses a full-width look-alike of a registered address as that address', async () => {
    await signedUpAccount(t, 'ada@example.com', PASSWORD);
    const lookAlike = await signUp('ａｄａ@ｅｘａｍｐｌｅ．ｃｏｍ');
    expect(lookAlike).toMatchObject({
      errorType: 'UsernameExistsException',
      body: { message: 'User already exists' },
    });
    // Signing in with the look-alike reaches the one account.
    await expect(passwordSignIn(t, 'ＡＤＡ@example.com', PASSWORD)).resolves.toHaveProperty('AccessToken');
    await expect(
      t.services.identity.createUser({ email: 'ａｄａ@example.com', password: PASSWORD }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await t.services.identity.subOf('ａｄａ@example.com.')).toBe(
      await t.services.identity.subOf('ada@example.com'),
    );
  });

  it('refuses a profile whose address is only a look-alike of the signed-in account’s', async () => {
    const account = await signedUpAccount(t, 'grace@example.com', PASSWORD);
    const same = await registerProfile('ｇｒａｃｅ@example.com', account.auth, account.sub);
    expect(same.statusCode).toBe(201);
    expect(same.json().data).toMatchObject({ email: 'grace@example.com' });
  });
});

describe('addresses stored before normalisation', () => {
  const hasher = createPasswordHasher(1024);

  async function legacyPoolUser(username: string) {
    const srp = createSrpCredentials(srpPoolName(t.config.identity.userPoolId), username, PASSWORD);
    return poolUserRepository.insert(t.database.db.orm, {
      username,
      email: username,
      status: 'confirmed',
      emailVerified: true,
      srpSalt: srp.salt,
      srpVerifier: srp.verifier,
      passwordHash: await hasher.hash(PASSWORD),
    });
  }

  it('are normalised at start-up where the address is free, and those accounts keep signing in, SRP included', async () => {
    const legacy = await legacyPoolUser('ｔａｒｏ@example.com');
    await t.database.db.executeSql(
      `insert into app_users (sub, email, first_name, last_name) values ($1, 'Ｔａｒｏ@example.com', 'Taro', 'Sato')`,
      [legacy?.sub],
    );
    await seedDatabase(t.services);
    expect(await t.services.identity.findBySub(legacy?.sub ?? '')).toMatchObject({ username: 'taro@example.com' });
    const srp = await srpSignIn(t, 'taro@example.com', PASSWORD);
    expect(srp.respond?.status).toBe(200);
    await expect(passwordSignIn(t, 'ｔａｒｏ@example.com', PASSWORD)).resolves.toHaveProperty('AccessToken');
    const profile = await t.database.db.executeSql('select email from app_users where sub = $1', [legacy?.sub]);
    expect(profile.rows[0]?.email).toBe('Taro@example.com');
  });

  it('leave a look-alike of an existing account as it was', async () => {
    await signedUpAccount(t, 'kenji@example.com', PASSWORD);
    const lookAlike = await legacyPoolUser('ｋｅｎｊｉ@example.com');
    await seedDatabase(t.services);
    expect(await t.services.identity.findBySub(lookAlike?.sub ?? '')).toMatchObject({
      username: 'ｋｅｎｊｉ@example.com',
    });
    expect(await t.services.identity.subOf('ｋｅｎｊｉ@example.com')).not.toBe(lookAlike?.sub);
  });
});
