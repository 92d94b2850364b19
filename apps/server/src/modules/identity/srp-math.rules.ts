import { createDiffieHellman, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * SRP-6a exactly as Amplify JS v6 computes it (shared/reference/cognito-user-pool-protocol.md §3):
 * the 3072-bit RFC 5054 group, g = 2, SHA-256, Java-style padded hex, and Cognito's HKDF key.
 */

const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

const PRIME = Buffer.from(N_HEX, 'hex');
const GENERATOR = Buffer.from([2]);

function toBytes(n: bigint): Buffer {
  const hex = n.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
}

/**
 * One DH object for the whole process: creating one checks the prime (OpenSSL 3 tests it for
 * primality, seconds of CPU), while setting a key and computing with it takes well under a
 * millisecond. Node runs each call to completion, so sharing it is safe.
 */
let groupN: ReturnType<typeof createDiffieHellman> | undefined;

/**
 * base^exponent mod N through OpenSSL (the DH primitive computes peer^private mod p, in constant
 * time for the exponent): about 7× faster than BigInt, so an SRP sign-in holds the event loop for
 * a few milliseconds. Bases OpenSSL refuses as DH public values (≤ 1, ≥ N − 1) take the BigInt path.
 */
export function powModN(base: bigint, exponent: bigint): bigint {
  const b = ((base % N) + N) % N;
  if (b <= 1n || b >= N - 1n || exponent <= 0n) return modPow(b, exponent, N);
  groupN ??= createDiffieHellman(PRIME, GENERATOR);
  const dh = groupN;
  dh.setPrivateKey(toBytes(exponent));
  return BigInt(`0x${dh.computeSecret(toBytes(b)).toString('hex')}`);
}

/** Java `BigInteger.toByteArray()` as hex, for non-negative n: even length, `00` before a high bit. */
export function padHex(n: bigint): string {
  let hex = n.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  if ('89abcdef'.includes(hex[0] ?? '0')) hex = `00${hex}`;
  return hex;
}

/** SHA-256 of a hex string's bytes, as lowercase hex. */
function hashHex(hex: string): string {
  return createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

export function hexToBigInt(hex: string): bigint {
  return BigInt(`0x${hex}`);
}

export const k = hexToBigInt(hashHex(padHex(N) + padHex(g)));

/** The pool name in the SRP hash: the part of the pool id after `_`. */
export function srpPoolName(userPoolId: string): string {
  return userPoolId.split('_')[1] ?? '';
}

/** x = H(padHex(salt) || H(poolName || userIdForSrp || ":" || password)). */
export function computeX(poolName: string, userIdForSrp: string, password: string, saltHex: string): bigint {
  const inner = createHash('sha256').update(`${poolName}${userIdForSrp}:${password}`, 'utf8').digest('hex');
  return hexToBigInt(hashHex(padHex(hexToBigInt(saltHex)) + inner));
}

export interface SrpCredentials {
  /** 16 random bytes, hex. */
  salt: string;
  /** v = g^x mod N, hex. */
  verifier: string;
}

export function createSrpCredentials(poolName: string, userIdForSrp: string, password: string): SrpCredentials {
  const salt = randomBytes(16).toString('hex');
  const x = computeX(poolName, userIdForSrp, password, salt);
  return { salt, verifier: powModN(g, x).toString(16) };
}

export interface ServerEphemeral {
  /** The secret b, hex. */
  secret: string;
  /** B = (k·v + g^b) mod N, hex. */
  publicB: string;
}

export function createServerEphemeral(verifierHex: string): ServerEphemeral {
  const v = hexToBigInt(verifierHex);
  for (;;) {
    const b = hexToBigInt(randomBytes(32).toString('hex'));
    const B = (k * v + powModN(g, b)) % N;
    if (B !== 0n) return { secret: b.toString(16), publicB: B.toString(16) };
  }
}

/** A is acceptable when it is a hex number with A mod N ≠ 0. */
export function parseClientPublic(srpA: string): bigint | null {
  if (!/^[0-9a-fA-F]{1,1024}$/.test(srpA)) return null;
  const A = hexToBigInt(srpA);
  return A % N === 0n ? null : A;
}

/**
 * The 16-byte key both sides derive: u = H(padHex(A)||padHex(B)), S = (A·v^u)^b mod N,
 * HKDF-SHA256(salt = padHex(u), ikm = padHex(S), info = "Caldera Derived Key").
 */
export function serverSessionKey(A: bigint, verifierHex: string, publicBHex: string, secretHex: string): Buffer | null {
  const B = hexToBigInt(publicBHex);
  const u = hexToBigInt(hashHex(padHex(A) + padHex(B)));
  if (u === 0n) return null;
  const v = hexToBigInt(verifierHex);
  const S = powModN(A * powModN(v, u), hexToBigInt(secretHex));
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  const okm = createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]))
    .digest();
  return okm.subarray(0, 16);
}

/** base64(HMAC-SHA256(key, poolName || userIdForSrp || secretBlockBytes || timestamp)). */
export function passwordClaimSignature(
  key: Buffer,
  poolName: string,
  userIdForSrp: string,
  secretBlock: string,
  timestamp: string,
): string {
  return createHmac('sha256', key)
    .update(Buffer.from(poolName, 'utf8'))
    .update(Buffer.from(userIdForSrp, 'utf8'))
    .update(Buffer.from(secretBlock, 'base64'))
    .update(Buffer.from(timestamp, 'utf8'))
    .digest('base64');
}

/** Constant-time comparison of two base64 signatures (false on any length difference). */
export function signaturesMatch(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'base64');
  const b = Buffer.from(received, 'base64');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TIMESTAMP = /^(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat) ([A-Z][a-z]{2}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/;

/** Parses the client's TIMESTAMP ("Tue Jan 6 03:04:05 UTC 2026"); milliseconds since epoch, or null. */
export function parseSrpTimestamp(value: string): number | null {
  const match = TIMESTAMP.exec(value);
  if (!match) return null;
  const [, mon, day, hh, mm, ss, year] = match;
  const month = MONTHS.indexOf(mon ?? '');
  if (month < 0) return null;
  const ms = Date.UTC(Number(year), month, Number(day), Number(hh), Number(mm), Number(ss));
  return Number.isNaN(ms) ? null : ms;
}
