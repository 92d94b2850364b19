import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MAX_FAILURES,
  ADDRESS_WINDOW_MS,
  addressBlocked,
  afterAddressFailure,
  afterSignInFailure,
  lockSeconds,
  MAX_LOCK_SECONDS,
  QUIET_RESET_MS,
  signInLockRemaining,
  type FailureRecord,
} from './lockout-policy.rules';

const start = Date.UTC(2026, 10, 21);

/** Replays failures at the given gaps (ms), honouring the lock the way the service does. */
function replay(gaps: number[]) {
  let record: FailureRecord | undefined;
  let now = start;
  const refusedAt: boolean[] = [];
  for (const gap of gaps) {
    now += gap;
    const locked = signInLockRemaining(record, now) > 0;
    refusedAt.push(locked);
    if (!locked) record = afterSignInFailure(record, now);
  }
  return { record, now, refusedAt };
}

describe('sign-in lockout (Cognito curve)', () => {
  it('waits 2^(n−5) seconds after the n-th failure from the 5th on, capped at 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 10, 14, 15, 40].map(lockSeconds)).toEqual([0, 0, 1, 2, 4, 32, 512, 900, 900]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
        const seconds = lockSeconds(n);
        expect(seconds).toBe(n < 5 ? 0 : Math.min(2 ** (n - 5), MAX_LOCK_SECONDS));
        expect(lockSeconds(n + 1)).toBeGreaterThanOrEqual(seconds);
      }),
    );
  });

  it('locks exactly until lastFailure + lockSeconds(failures) while the streak lasts', () => {
    // Gaps from 0 to just under the quiet period: the streak never resets by itself.
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: QUIET_RESET_MS - 1 }), { minLength: 1, maxLength: 40 }),
        (gaps) => {
          const { record, now } = replay(gaps);
          if (!record) throw new Error('a failure must leave a record');
          const expectedUntil = record.lastFailureAt + lockSeconds(record.failures) * 1000;
          expect(signInLockRemaining(record, now)).toBe(Math.max(0, expectedUntil - now));
          expect(signInLockRemaining(record, now)).toBeLessThanOrEqual(MAX_LOCK_SECONDS * 1000);
        },
      ),
    );
  });

  it('refuses attempts only while locked, and refused attempts do not count', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 120_000 }), { minLength: 1, maxLength: 60 }), (gaps) => {
        const { record, refusedAt } = replay(gaps);
        const counted = refusedAt.filter((refused) => !refused).length;
        // Without a quiet reset, every attempt that was not refused is a counted failure.
        expect(record?.failures).toBe(counted);
        // The first five failures are never refused.
        expect(refusedAt.slice(0, 5).every((refused) => !refused)).toBe(true);
      }),
    );
  });

  it('forgets everything after 15 quiet minutes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: QUIET_RESET_MS, max: 10 * QUIET_RESET_MS }),
        (gaps, quiet) => {
          const { record, now } = replay(gaps);
          expect(signInLockRemaining(record, now + quiet)).toBe(0);
          expect(afterSignInFailure(record, now + quiet).failures).toBe(1);
        },
      ),
    );
  });
});

describe('per-address failure limit', () => {
  it(`blocks after ${ADDRESS_MAX_FAILURES} failures inside one 15-minute window`, () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 90_000 }), { minLength: 1, maxLength: 80 }), (gaps) => {
        let record: FailureRecord | undefined;
        let now = start;
        const times: number[] = [];
        for (const gap of gaps) {
          now += gap;
          record = afterAddressFailure(record, now);
          times.push(now);
        }
        const windowStart = record?.firstFailureAt ?? now;
        const inWindow = times.filter((at) => at >= windowStart).length;
        expect(record?.failures).toBe(inWindow);
        expect(addressBlocked(record, now)).toBe(inWindow >= ADDRESS_MAX_FAILURES);
        expect(addressBlocked(record, windowStart + ADDRESS_WINDOW_MS)).toBe(false);
      }),
    );
  });
});
