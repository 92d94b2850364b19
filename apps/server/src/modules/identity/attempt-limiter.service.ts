import { CognitoError } from './cognito-error.rules';
import type { CodePurpose } from './code-sender.service';
import type { FamiliarAddresses } from './familiar-addresses.service';
import {
  addressBlocked,
  afterAddressFailure,
  afterSignInFailure,
  LOCK_AFTER_FAILURES,
  signInLockRemaining,
} from './lockout-policy.rules';
import type { Orm } from '../../db/database';
import { rateLimitRepository } from '../../plugins/rate-limit.repository';
import { signInStateRepository } from './sign-in-state.repository';

/** Per address: code e-mails (sign-up, resend, forgot password) allowed per 15 minutes. */
export const ADDRESS_MAX_CODE_SENDS = 50;
const HOUR_MS = 60 * 60_000;

/** The per-account limits (docs/product.md, Identity), from the IDENTITY_* settings. */
export interface AccountLimits {
  /** Failures to one account from addresses it has not signed in from before each further one waits. */
  accountLockAfter: number;
  /** How long an address an account signed in from keeps its own budget. */
  familiarAddressDays: number;
  /** Code e-mails of one purpose (reset, sign-up) one account is sent per hour. */
  codeEmailsPerHour: number;
}

const tooManyFromAddress = () =>
  new CognitoError('TooManyRequestsException', 'Too many failed attempts from this address. Try again later.');
/** What Cognito answers during a lockout (not retried by Amplify). */
const attemptsExceeded = () => new CognitoError('NotAuthorizedException', 'Password attempts exceeded');
/** What Cognito answers when too many codes were asked for. */
const codeLimitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

/**
 * The sign-in lock counts per username *and* address: a stranger's wrong guesses lock the stranger
 * out of that account, not its owner on another address. The address is URI-encoded, so it holds
 * no `:` and the key reads back unambiguously whatever the username is.
 */
const signInKey = (username: string, address: string) => `signin:${encodeURIComponent(address)}:${username}`;
/** The account's own lock, for the addresses it has not signed in from. */
const accountKey = (username: string) => `account:${username}`;
const failureKey = (address: string) => `address:${address}`;
const sendKey = (address: string) => `sends:${address}`;
/** A shared rate-limit counter (plugins/rate-limit.repository.ts), hourly, per account and purpose. */
const codeMailKey = (purpose: CodePurpose, username: string) => `identity:code-mails:${purpose}:${username}`;

/**
 * Failed-attempt accounting in the database (every instance sees the same counters): Cognito's
 * lockout curve per username and address and per account (for unfamiliar addresses), a per-address
 * limit on failures (of any username) and code sends, and an hourly cap on code e-mails per account.
 */
export function createAttemptLimiter(
  orm: Orm,
  now: () => Date,
  options: { limits: AccountLimits; familiar: FamiliarAddresses },
) {
  const { limits, familiar } = options;

  async function assertAddressAllowed(address: string): Promise<void> {
    if (addressBlocked(await signInStateRepository.failures(orm, failureKey(address)), now().getTime()))
      throw tooManyFromAddress();
  }

  /**
   * Takes back one counted failure of `key` (its attempt succeeded after all). With `lockAfter`, a
   * lock that attempt started is lifted when the count falls below it.
   */
  async function refund(key: string, lockAfter?: number): Promise<void> {
    await signInStateRepository.updateFailures(orm, key, now(), (record) => {
      if (!record) return { failures: 0, firstFailureAt: 0, lastFailureAt: 0, lockedUntil: null };
      const failures = Math.max(0, record.failures - 1);
      const unlock = lockAfter !== undefined && failures < lockAfter;
      return { ...record, failures, lockedUntil: unlock ? null : record.lockedUntil };
    });
  }

  /** A wrong code or other failed guess from this address. */
  async function recordAddressFailure(address: string): Promise<void> {
    const at = now();
    await signInStateRepository.updateFailures(orm, failureKey(address), at, (record) =>
      afterAddressFailure(record, at.getTime()),
    );
  }

  /** The lock keys that apply to this username from this address: the pair, and the account's unless familiar. */
  async function lockKeys(username: string, address: string): Promise<string[]> {
    const keys = [signInKey(username, address)];
    if (!(await familiar.isFamiliar(username, address))) keys.push(accountKey(username));
    return keys;
  }

  return {
    assertAddressAllowed,
    recordAddressFailure,

    /** Refuses early (SRP's first step): a lock applies to this username from this address, or the address is over its limit. */
    async assertSignInAllowed(username: string, address: string): Promise<void> {
      await assertAddressAllowed(address);
      const at = now().getTime();
      for (const key of await lockKeys(username, address)) {
        if (signInLockRemaining(await signInStateRepository.failures(orm, key), at) > 0) throw attemptsExceeded();
      }
    },

    /**
     * Starts a password check: refuses it while the username is locked for this address (or, from an
     * address the account has not signed in from, the account is locked) or the address is over its
     * limit, and otherwise counts it as a failure *before* the password is checked, under row locks,
     * so parallel guesses cannot slip past a lock. `signInSucceeded` takes the count back. Unknown
     * usernames are counted the same way, so lockout reveals nothing.
     */
    async beginSignIn(username: string, address: string): Promise<void> {
      const at = now();
      const ms = at.getTime();
      const keys = await lockKeys(username, address);
      await signInStateRepository.updateFailures(orm, failureKey(address), at, (record) => {
        if (addressBlocked(record, ms)) throw tooManyFromAddress();
        return afterAddressFailure(record, ms);
      });
      try {
        await signInStateRepository.updateFailuresTogether(orm, keys, at, ([pair, account]) => {
          if (signInLockRemaining(pair, ms) > 0 || signInLockRemaining(account, ms) > 0) throw attemptsExceeded();
          const next = [afterSignInFailure(pair, ms)];
          if (keys.length > 1) next.push(afterSignInFailure(account, ms, limits.accountLockAfter));
          return next;
        });
      } catch (error) {
        await refund(failureKey(address));
        throw error;
      }
    },

    /**
     * The password was right: the username's streak from this address ends, the address gets its
     * attempt back (and the account too, from an unfamiliar address), and the address becomes one the
     * account signed in from.
     */
    async signInSucceeded(user: { sub: string; username: string }, address: string): Promise<void> {
      const familiarBefore = await familiar.isFamiliar(user.username, address);
      await signInStateRepository.clearFailures(orm, signInKey(user.username, address));
      await refund(failureKey(address));
      if (!familiarBefore) await refund(accountKey(user.username));
      await familiar.remember(user.sub, address);
    },

    /**
     * The attempt `beginSignIn` counted was right but the sign-in waits on another step (an MFA
     * code): the count is taken back without ending the streak, so only wrong codes count, and a
     * right password never clears the failures of codes guessed before it.
     */
    async takeBack(user: { username: string }, address: string): Promise<void> {
      const [pair, account] = await lockKeys(user.username, address);
      if (pair) await refund(pair, LOCK_AFTER_FAILURES);
      if (account) await refund(account, limits.accountLockAfter);
      await refund(failureKey(address));
    },

    /**
     * A password reset made from this address: the username's streak from it and the account's own
     * streak end (guesses at the old password no longer matter), and the address becomes familiar.
     */
    async passwordReset(user: { sub: string; username: string }, address: string): Promise<void> {
      await signInStateRepository.clearFailures(orm, signInKey(user.username, address));
      await signInStateRepository.clearFailures(orm, accountKey(user.username));
      await familiar.remember(user.sub, address);
    },

    /** Counts one code e-mail from this address; LimitExceededException past the limit. */
    async countCodeSend(address: string): Promise<void> {
      const at = now();
      if (
        addressBlocked(
          await signInStateRepository.failures(orm, sendKey(address)),
          at.getTime(),
          ADDRESS_MAX_CODE_SENDS,
        )
      ) {
        throw codeLimitExceeded();
      }
      await signInStateRepository.updateFailures(orm, sendKey(address), at, (record) =>
        afterAddressFailure(record, at.getTime()),
      );
    },

    /**
     * Counts one code e-mail of `purpose` to the account named `username`, whether it exists or not
     * (so the cap reveals nothing); LimitExceededException past the hourly cap. The counter is the
     * shared rate limits' (one window for every instance).
     */
    async countAccountCodeMail(username: string, purpose: CodePurpose): Promise<void> {
      const { hits } = await rateLimitRepository.hit(orm, codeMailKey(purpose, username), HOUR_MS);
      if (hits > limits.codeEmailsPerHour) throw codeLimitExceeded();
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
