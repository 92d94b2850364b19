import { createHash, createHmac, randomBytes } from 'node:crypto';
import { computeX, g, hexToBigInt, k, padHex, powModN } from '../src/modules/identity/srp-math.rules';
import type { IdentityTestApp, PoolResponse } from './identity-harness';

/**
 * The client half of SRP as Amplify computes it (docs/identity-protocol.md, SRP), for wire-level tests that need
 * to drive InitiateAuth / RespondToAuthChallenge by hand. The Amplify suite checks the real client.
 */

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** Amplify's getNowString: "Tue Jan 6 03:04:05 UTC 2026" (day of month not padded). */
export function srpTimestamp(date: Date): string {
  return `${DAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ${two(date.getUTCHours())}:${two(
    date.getUTCMinutes(),
  )}:${two(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`;
}

const hashHex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

export function clientSignature(options: {
  poolName: string;
  password: string;
  a: bigint;
  challenge: Record<string, string>;
  timestamp: string;
}): string {
  const { poolName, password, a, challenge, timestamp } = options;
  const A = powModN(g, a);
  const B = hexToBigInt(challenge.SRP_B ?? '');
  const userId = challenge.USER_ID_FOR_SRP ?? '';
  const u = hexToBigInt(hashHex(padHex(A) + padHex(B)));
  const x = computeX(poolName, userId, password, challenge.SALT ?? '');
  const S = powModN(B - k * powModN(g, x), a + u * x);
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  const key = createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
  return createHmac('sha256', key)
    .update(Buffer.from(poolName))
    .update(Buffer.from(userId))
    .update(Buffer.from(challenge.SECRET_BLOCK ?? '', 'base64'))
    .update(Buffer.from(timestamp))
    .digest('base64');
}

export interface SrpAttempt {
  initiate: PoolResponse;
  respond?: PoolResponse;
}

/** Runs InitiateAuth(USER_SRP_AUTH) and, if it gave a challenge, RespondToAuthChallenge. */
export async function srpSignIn(
  t: IdentityTestApp,
  username: string,
  password: string,
  options: { timestamp?: Date; headers?: Record<string, string>; address?: string } = {},
): Promise<SrpAttempt> {
  const a = hexToBigInt(randomBytes(128).toString('hex'));
  const initiate = await t.call(
    'InitiateAuth',
    {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: t.clientId,
      AuthParameters: { USERNAME: username, SRP_A: powModN(g, a).toString(16) },
    },
    options.headers,
    options.address,
  );
  if (initiate.status !== 200) return { initiate };
  const challenge = initiate.body.ChallengeParameters as Record<string, string>;
  const timestamp = srpTimestamp(options.timestamp ?? new Date());
  const poolName = t.config.identity.userPoolId.split('_')[1] ?? '';
  const respond = await t.call(
    'RespondToAuthChallenge',
    {
      ChallengeName: 'PASSWORD_VERIFIER',
      ClientId: t.clientId,
      ChallengeResponses: {
        USERNAME: challenge.USER_ID_FOR_SRP,
        PASSWORD_CLAIM_SECRET_BLOCK: challenge.SECRET_BLOCK,
        TIMESTAMP: timestamp,
        PASSWORD_CLAIM_SIGNATURE: clientSignature({ poolName, password, a, challenge, timestamp }),
      },
    },
    options.headers,
    options.address,
  );
  return { initiate, respond };
}
