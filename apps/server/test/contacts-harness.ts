import { ROLES, type RoleName } from '@meridian/contracts/roles';
import { signedUpAccount, type IdentityTestApp } from './identity-harness';

export interface Sender {
  userId: number;
  /** What their referral links and `?ref=` carry (docs/product.md, Referrals). */
  referralCode: string;
  auth: { authorization: string };
}

/** The referral code the database gave a user. */
export async function referralCodeOf(t: IdentityTestApp, userId: number): Promise<string> {
  const { rows } = await t.database.db.executeSql('select referral_code from app_users where id = $1', [userId]);
  const code = rows[0]?.referral_code;
  if (typeof code !== 'string') throw new Error(`user ${userId} has no referral code`);
  return code;
}

/** A signed-in user holding `role` (as an admin grants it). */
export async function senderOf(
  t: IdentityTestApp,
  email: string,
  role: RoleName | RoleName[] = 'Sales',
): Promise<Sender> {
  const account = await signedUpAccount(t, email);
  const user = await t.services.users.provision({
    email,
    password: 'a long enough passphrase',
    firstName: 'Sam',
    lastName: 'Sender',
    roleIds: [role].flat().map((name) => ROLES[name]),
  });
  return { userId: user.id, referralCode: await referralCodeOf(t, user.id), auth: account.auth };
}

/** One API call as `sender`; resolves status and parsed body. */
export async function api(t: IdentityTestApp, sender: Sender, method: string, url: string, payload?: object) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: sender.auth,
    ...(payload ? { payload } : {}),
  });
  const body = res.headers['content-type']?.toString().includes('json')
    ? (res.json() as { data?: unknown; message?: string; errors?: { path: string; message: string }[] })
    : undefined;
  return { status: res.statusCode, body, data: body?.data as never, text: res.body };
}
