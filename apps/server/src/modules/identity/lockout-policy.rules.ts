/**
 * Sign-in lockout on Cognito's curve, and the per-address limit, as pure functions of a failure
 * record and the time (ms since epoch). The attempt limiter keeps one lockout record per username
 * and address and one per account (for addresses it has not signed in from), and the repository
 * stores the records.
 */

/** Consecutive failures from which each further attempt waits. */
export const LOCK_AFTER_FAILURES = 5;
export const MAX_LOCK_SECONDS = 15 * 60;
export const QUIET_RESET_MS = 15 * 60 * 1000;
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
export const ADDRESS_MAX_FAILURES = 30;

export interface FailureRecord {
  failures: number;
  firstFailureAt: number;
  lastFailureAt: number;
  lockedUntil: number | null;
}

/** Seconds the next attempt is refused after `failures` consecutive failures: 2^(n−5) from the 5th, at most 15 min. */
export function lockSeconds(failures: number): number {
  return lockSecondsAfter(failures, LOCK_AFTER_FAILURES);
}

/** The same curve starting at the `after`-th failure (the account's own lock: IDENTITY_ACCOUNT_LOCK_AFTER). */
export function lockSecondsAfter(failures: number, after: number): number {
  return failures < after ? 0 : Math.min(2 ** (failures - after), MAX_LOCK_SECONDS);
}

/** The record as it stands at `now`: 15 quiet minutes since the last failure wipe it. */
export function currentSignInRecord(record: FailureRecord | undefined, now: number): FailureRecord | undefined {
  if (!record || record.failures === 0 || now - record.lastFailureAt >= QUIET_RESET_MS) return undefined;
  return record;
}

/** Milliseconds until sign-in is allowed again (0 = allowed now). */
export function signInLockRemaining(record: FailureRecord | undefined, now: number): number {
  const current = currentSignInRecord(record, now);
  if (!current || current.lockedUntil === null) return 0;
  return Math.max(0, current.lockedUntil - now);
}

/** The record after one more failed sign-in at `now`; the lock starts at the `after`-th failure. */
export function afterSignInFailure(
  record: FailureRecord | undefined,
  now: number,
  after = LOCK_AFTER_FAILURES,
): FailureRecord {
  const current = currentSignInRecord(record, now);
  const failures = (current?.failures ?? 0) + 1;
  const seconds = lockSecondsAfter(failures, after);
  return {
    failures,
    firstFailureAt: current?.firstFailureAt ?? now,
    lastFailureAt: now,
    lockedUntil: seconds > 0 ? now + seconds * 1000 : null,
  };
}

/** The address's record as it stands at `now`: a fixed 15-minute window from its first failure. */
function currentAddressRecord(record: FailureRecord | undefined, now: number): FailureRecord | undefined {
  if (!record || record.failures === 0 || now - record.firstFailureAt >= ADDRESS_WINDOW_MS) return undefined;
  return record;
}

export function addressBlocked(record: FailureRecord | undefined, now: number, max = ADDRESS_MAX_FAILURES): boolean {
  return (currentAddressRecord(record, now)?.failures ?? 0) >= max;
}

export function afterAddressFailure(record: FailureRecord | undefined, now: number): FailureRecord {
  const current = currentAddressRecord(record, now);
  return {
    failures: (current?.failures ?? 0) + 1,
    firstFailureAt: current?.firstFailureAt ?? now,
    lastFailureAt: now,
    lockedUntil: null,
  };
}
