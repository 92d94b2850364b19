import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientSignature, srpTimestamp } from '../../../test/srp-client';
import {
  createServerEphemeral,
  createSrpCredentials,
  g,
  hexToBigInt,
  k,
  modPow,
  N,
  padHex,
  parseClientPublic,
  parseSrpTimestamp,
  passwordClaimSignature,
  powModN,
  serverSessionKey,
  signaturesMatch,
  srpPoolName,
} from './srp-math.rules';

describe('SRP-6a building blocks', () => {
  it('pads hex like Java BigInteger.toByteArray', () => {
    expect(padHex(0x14n)).toBe('14');
    expect(padHex(0xecn)).toBe('00ec');
    expect(padHex(0x1ecn)).toBe('01ec');
    expect(padHex(0x8000n)).toBe('008000');
  });

  it('derives k = H(padHex(N) || padHex(g)) over the 3072-bit group', () => {
    expect(N.toString(16)).toHaveLength(768);
    expect(padHex(N).startsWith('00ffffffffffffffffc90fdaa2')).toBe(true);
    const expected = createHash('sha256')
      .update(Buffer.from(padHex(N) + '02', 'hex'))
      .digest('hex');
    expect(k).toBe(hexToBigInt(expected));
  });

  it('takes the pool name after the underscore', () => {
    expect(srpPoolName('us-east-1_MeridianLocal')).toBe('MeridianLocal');
  });

  it('computes base^e mod N through OpenSSL exactly as BigInt does', () => {
    const big = fc.bigInt({ min: 0n, max: N + 5n });
    const exponent = fc.bigInt({ min: 0n, max: (1n << 300n) - 1n });
    fc.assert(
      fc.property(big, exponent, (base, e) => powModN(base, e) === modPow(base, e, N)),
      { numRuns: 60 },
    );
    expect(powModN(N - 1n, 3n)).toBe(N - 1n);
    expect(powModN(1n, 12345n)).toBe(1n);
  });

  it('refuses A ≡ 0 (mod N) and anything that is not hex', () => {
    expect(parseClientPublic(N.toString(16))).toBeNull();
    expect(parseClientPublic((N * 2n).toString(16))).toBeNull();
    expect(parseClientPublic('0')).toBeNull();
    expect(parseClientPublic('xyz')).toBeNull();
    expect(parseClientPublic('abc')).toBe(0xabcn);
  });

  it('reads the client TIMESTAMP with an unpadded day of the month', () => {
    expect(parseSrpTimestamp('Tue Jan 6 03:04:05 UTC 2026')).toBe(Date.UTC(2026, 0, 6, 3, 4, 5));
    expect(parseSrpTimestamp('Sat Nov 21 21:04:05 UTC 2026')).toBe(Date.UTC(2026, 10, 21, 21, 4, 5));
    expect(parseSrpTimestamp('Tue Jan 06 2026 03:04:05')).toBeNull();
    expect(parseSrpTimestamp('Tue Foo 6 03:04:05 UTC 2026')).toBeNull();
    const now = new Date(Date.UTC(2026, 1, 3, 4, 5, 6));
    expect(parseSrpTimestamp(srpTimestamp(now))).toBe(now.getTime());
  });

  it('agrees with the client: the signature made from the password verifies, any other does not', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 40, unit: 'grapheme' }),
        fc.string({ minLength: 1, maxLength: 20 }),
        (password, name) => {
          const userId = `${name}@example.test`;
          const { salt, verifier } = createSrpCredentials('MeridianLocal', userId, password);
          const { secret, publicB } = createServerEphemeral(verifier);
          const a = hexToBigInt(
            Buffer.from(Array.from({ length: 32 }, (_, i) => (i * 37 + password.length) % 256)).toString('hex'),
          );
          const challenge = { SALT: salt, SRP_B: publicB, USER_ID_FOR_SRP: userId, SECRET_BLOCK: 'c2VjcmV0IGJsb2Nr' };
          const timestamp = 'Tue Jan 6 03:04:05 UTC 2026';
          const signature = clientSignature({ poolName: 'MeridianLocal', password, a, challenge, timestamp });
          const key = serverSessionKey(modPow(g, a, N), verifier, publicB, secret);
          expect(key).not.toBeNull();
          const expected = passwordClaimSignature(
            key as Buffer,
            'MeridianLocal',
            userId,
            challenge.SECRET_BLOCK,
            timestamp,
          );
          expect(signaturesMatch(expected, signature)).toBe(true);
          const wrong = clientSignature({
            poolName: 'MeridianLocal',
            password: `${password}!`,
            a,
            challenge,
            timestamp,
          });
          expect(signaturesMatch(expected, wrong)).toBe(false);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('compares signatures safely whatever their length', () => {
    expect(signaturesMatch('AAAA', '')).toBe(false);
    expect(signaturesMatch('', '')).toBe(false);
    expect(signaturesMatch('AAAA', 'AAAAAAAA')).toBe(false);
  });
});
