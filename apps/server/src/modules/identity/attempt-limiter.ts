import { CognitoError } from './cognito-error';
import { addressBlocked, afterAddressFailure, afterSignInFailure, signInLockRemaining } from './lockout-policy';
import type { Orm } from '../../db/database';
import { signInStateRepository } from './sign-in-state.repository';

/** Per address: code e-mails (sign-up, resend, forgot password) allowed per 15 minutes. */
export const ADDRESS_MAX_CODE_SENDS = 50;

const tooManyFromAddress = () =>
  new CognitoError('TooManyRequestsException', 'Too many failed attempts from this address. Try again later.');
/** What Cognito answers during a lockout (not retried by Amplify). */
const attemptsExceeded = () => new CognitoError('NotAuthorizedException', 'Password attempts exceeded');

/**
 * The sign-in lock counts per username *and* address: a stranger's wrong guesses lock the stranger
 * out of that account, not its owner on another address. The address is URI-encoded, so it holds
 * no `:` and the key reads back unambiguously whatever the username is.
 */
const signInKey = (username: string, address: string) => `signin:${encodeURIComponent(address)}:${username}`;
const failureKey = (address: string) => `address:${address}`;
const sendKey = (address: string) => `sends:${address}`;

/**
 * Failed-attempt accounting in the database (every instance sees the same counters): Cognito's
 * lockout curve per username and address, and a per-address limit on failures (of any username)
 * and code sends.
 */
export function createAttemptLimiter(orm: Orm, now: () => Date) {
  async function assertAddressAllowed(address: string): Promise<void> {
    if (addressBlocked(await signInStateRepository.failures(orm, failureKey(address)), now().getTime()))
      throw tooManyFromAddress();
  }

  /** Takes back one counted failure of the address (its attempt succeeded after all). */
  async function refundAddress(address: string): Promise<void> {
    await signInStateRepository.updateFailures(orm, failureKey(address), now(), (record) =>
      record
        ? { ...record, failures: Math.max(0, record.failures - 1) }
        : { failures: 0, firstFailureAt: 0, lastFailureAt: 0, lockedUntil: null },
    );
  }

  /** A wrong code or other failed guess from this address. */
  async function recordAddressFailure(address: string): Promise<void> {
    const at = now();
    await signInStateRepository.updateFailures(orm, failureKey(address), at, (record) =>
      afterAddressFailure(record, at.getTime()),
    );
  }

  return {
    assertAddressAllowed,
    recordAddressFailure,

    /** Refuses early (SRP's first step): the username is locked for this address, or the address is over its limit. */
    async assertSignInAllowed(username: string, address: string): Promise<void> {
      await assertAddressAllowed(address);
      const remaining = signInLockRemaining(
        await signInStateRepository.failures(orm, signInKey(username, address)),
        now().getTime(),
      );
      if (remaining > 0) throw attemptsExceeded();
    },

    /**
     * Starts a password check: refuses it while the username is locked for this address or the
     * address is over its limit, and otherwise counts it as a failure *before* the password is
     * checked, under a row lock, so parallel guesses cannot slip past a lock. `signInSucceeded` takes the count back.
     * Unknown usernames are counted the same way, so lockout reveals nothing.
     */
    async beginSignIn(username: string, address: string): Promise<void> {
      const at = now();
      const ms = at.getTime();
      await signInStateRepository.updateFailures(orm, failureKey(address), at, (record) => {
        if (addressBlocked(record, ms)) throw tooManyFromAddress();
        return afterAddressFailure(record, ms);
      });
      try {
        await signInStateRepository.updateFailures(orm, signInKey(username, address), at, (record) => {
          if (signInLockRemaining(record, ms) > 0) throw attemptsExceeded();
          return afterSignInFailure(record, ms);
        });
      } catch (error) {
        await refundAddress(address);
        throw error;
      }
    },

    /** The password was right: the username's streak from this address ends; the address gets its attempt back. */
    async signInSucceeded(username: string, address: string): Promise<void> {
      await signInStateRepository.clearFailures(orm, signInKey(username, address));
      await refundAddress(address);
    },

    /** Ends the username's failure streak from this address (a password reset made from it). */
    async clearSignInFailures(username: string, address: string): Promise<void> {
      await signInStateRepository.clearFailures(orm, signInKey(username, address));
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
        throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
      }
      await signInStateRepository.updateFailures(orm, sendKey(address), at, (record) =>
        afterAddressFailure(record, at.getTime()),
      );
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
