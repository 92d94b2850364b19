import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CognitoError } from './cognito-error.rules';
import type { CodePurpose, CodeSender } from './code-sender.service';
import type { Orm } from '../../db/database';
import { maskAddress } from '../../lib/mask-address';
import { poolUserRepository, type PoolUserRow } from './pool-user.repository';

export const CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: 'EMAIL';
  AttributeName: 'email';
}

/** Where a code went, masked as Cognito masks a destination ("j***@e***"). */
export function deliveryDetails(email: string): CodeDeliveryDetails {
  return { Destination: maskAddress(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}

function hashCode(userSub: string, purpose: CodePurpose, code: string): Buffer {
  return createHash('sha256').update(`${purpose}:${userSub}:${code}`).digest();
}

/**
 * Six-digit codes for sign-up confirmation and password reset: stored hashed, valid 24 hours,
 * five attempts (counted before comparing, so parallel guesses cannot exceed it).
 */
export function createOneTimeCodes(orm: Orm, sender: CodeSender, now: () => Date) {
  return {
    async issue(user: PoolUserRow, purpose: CodePurpose): Promise<CodeDeliveryDetails> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(now().getTime() + CODE_TTL_MS);
      await poolUserRepository.putCode(
        orm,
        user.sub,
        purpose,
        hashCode(user.sub, purpose, code).toString('hex'),
        expiresAt,
      );
      await sender.send(user.email, purpose, code);
      return deliveryDetails(user.email);
    },

    /** Accepts the code once (and deletes it), or throws the matching Cognito error. */
    async consume(user: PoolUserRow, purpose: CodePurpose, code: string): Promise<void> {
      const row = await poolUserRepository.attemptCode(orm, user.sub, purpose);
      if (!row || row.expiresAt.getTime() <= now().getTime()) {
        if (row) await poolUserRepository.deleteCode(orm, user.sub, purpose);
        throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
      }
      if (row.attempts > CODE_MAX_ATTEMPTS) {
        await poolUserRepository.deleteCode(orm, user.sub, purpose);
        throw new CognitoError('TooManyFailedAttemptsException', 'Too many failed attempts. Request a new code.');
      }
      const expected = Buffer.from(row.codeHash, 'hex');
      if (timingSafeEqual(expected, hashCode(user.sub, purpose, code.trim()))) {
        await poolUserRepository.deleteCode(orm, user.sub, purpose);
        return;
      }
      if (row.attempts >= CODE_MAX_ATTEMPTS) {
        await poolUserRepository.deleteCode(orm, user.sub, purpose);
        throw new CognitoError('TooManyFailedAttemptsException', 'Too many failed attempts. Request a new code.');
      }
      throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
    },
  };
}
export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
