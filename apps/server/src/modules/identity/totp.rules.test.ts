import { describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../../test/authenticator-app';
import { base32Decode, base32Encode, matchingStep, totpCode, totpStep } from './totp.rules';

// RFC 6238, appendix B (SHA-1): the last six digits of each eight-digit value.
const RFC_SECRET = Buffer.from('12345678901234567890');
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '287082'],
  [1_111_111_109, '081804'],
  [1_111_111_111, '050471'],
  [1_234_567_890, '005924'],
  [2_000_000_000, '279037'],
  [20_000_000_000, '353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('computes the RFC test vectors', () => {
    for (const [seconds, code] of RFC_VECTORS) expect(totpCode(RFC_SECRET, totpStep(seconds * 1000))).toBe(code);
  });

  it('round-trips base32 and agrees with an authenticator library (otpauth)', () => {
    const secret = base32Encode(RFC_SECRET);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret.toLowerCase())).toEqual(RFC_SECRET);
    expect(base32Decode('not base32!')).toBeNull();
    const at = Date.UTC(2026, 10, 27, 9, 30, 15);
    expect(totpCode(RFC_SECRET, totpStep(at))).toBe(totpCodeAt(secret, at));
  });

  it('accepts a code from the step before or after (±30 s), once, and nothing further away', () => {
    const at = 1_700_000_000_000;
    const now = totpStep(at);
    const codeOf = (step: number) => totpCode(RFC_SECRET, step);
    expect(matchingStep(RFC_SECRET, codeOf(now), at, null)).toBe(now);
    expect(matchingStep(RFC_SECRET, codeOf(now - 1), at, null)).toBe(now - 1);
    expect(matchingStep(RFC_SECRET, codeOf(now + 1), at, null)).toBe(now + 1);
    expect(matchingStep(RFC_SECRET, codeOf(now - 2), at, null)).toBeNull();
    expect(matchingStep(RFC_SECRET, codeOf(now + 2), at, null)).toBeNull();
    // The last accepted step and those before it are used up.
    expect(matchingStep(RFC_SECRET, codeOf(now), at, now)).toBeNull();
    expect(matchingStep(RFC_SECRET, codeOf(now - 1), at, now)).toBeNull();
    expect(matchingStep(RFC_SECRET, codeOf(now + 1), at, now)).toBe(now + 1);
    expect(matchingStep(RFC_SECRET, '12345', at, null)).toBeNull();
    expect(matchingStep(RFC_SECRET, '12345a', at, null)).toBeNull();
  });
});
