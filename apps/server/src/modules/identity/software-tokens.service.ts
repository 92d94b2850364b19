import type { AuditAction } from '@meridian/contracts/audit';
import { randomBytes } from 'node:crypto';
import type { Secrets } from '../../core/secrets/secrets.service';
import type { Orm } from '../../db/database';
import { CognitoError } from './cognito-error.rules';
import { softwareTokenRepository as tokens } from './software-token.repository';
import { base32Decode, base32Encode, matchingStep, TOTP_SECRET_BYTES } from './totp.rules';

/** A change to how a user signs in (an authenticator set up, two-step sign-in on or off), by that user. */
export interface AccountChangeRecorder {
  changed(change: { sub: string; action: Extract<AuditAction, `mfa.${string}`> }): Promise<void>;
}

/** The secrets-service context a user's TOTP secret is sealed under. */
export const totpContext = (userSub: string) => `identity.totp:${userSub}`;

/** What GetUser and the sign-in need to know of a user's authenticator. */
export interface MfaState {
  /** A secret was verified (a code from it was accepted once). */
  verified: boolean;
  /** TOTP MFA is on: sign-in asks for a code. */
  enabled: boolean;
  preferred: boolean;
}

const NO_MFA: MfaState = { verified: false, enabled: false, preferred: false };

/**
 * Users' authenticators: secrets made and sealed here, codes checked against them (±30 s, each
 * time step once), and the MFA preference. A user's own changes (an authenticator set up, TOTP on
 * or off) are told to `changes` for the audit log (docs/product.md, Audit log); the admin's reset is
 * recorded by the users module, which knows the admin.
 */
export function createSoftwareTokens(orm: Orm, secrets: Secrets, now: () => Date, changes: AccountChangeRecorder) {
  const open = (userSub: string, sealed: string) => base32Decode(secrets.decrypt(sealed, totpContext(userSub)));

  return {
    async state(userSub: string): Promise<MfaState> {
      const row = await tokens.find(orm, userSub);
      if (!row) return NO_MFA;
      return { verified: row.secret !== null, enabled: row.enabled, preferred: row.preferred };
    },

    /** AssociateSoftwareToken: a new secret, pending until a code from it is verified. Answers it in base32. */
    async associate(userSub: string): Promise<string> {
      const secret = base32Encode(randomBytes(TOTP_SECRET_BYTES));
      await tokens.putPending(orm, userSub, secrets.encrypt(secret, totpContext(userSub)));
      return secret;
    },

    /**
     * VerifySoftwareToken: the code must come from the pending secret, which then replaces the
     * verified one (its time step counts as used). Throws EnableSoftwareTokenMFAException on a wrong
     * code, InvalidParameterException when nothing was associated.
     */
    async verifyPending(userSub: string, code: string, friendlyName: string | null): Promise<void> {
      const row = await tokens.find(orm, userSub);
      const pending = row?.pendingSecret;
      if (!row || !pending) {
        throw new CognitoError('InvalidParameterException', 'User has not associated a software token.');
      }
      const secret = open(userSub, pending);
      const step = secret ? matchingStep(secret, code, now().getTime(), null) : null;
      if (step === null || !(await tokens.promotePending(orm, userSub, pending, step, friendlyName))) {
        throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA');
      }
      await changes.changed({ sub: userSub, action: 'mfa.authenticator-set-up' });
    },

    /** A sign-in code: true when it comes from the verified secret and its time step was not used before. */
    async acceptCode(userSub: string, code: string): Promise<boolean> {
      const row = await tokens.find(orm, userSub);
      if (!row?.secret) return false;
      const secret = open(userSub, row.secret);
      const step = secret ? matchingStep(secret, code, now().getTime(), row.lastStep) : null;
      return step !== null && tokens.acceptStep(orm, userSub, step);
    },

    /** SetUserMFAPreference for TOTP. Turning it on needs a verified secret (InvalidParameterException). */
    async setPreference(userSub: string, enabled: boolean, preferred: boolean): Promise<void> {
      const row = await tokens.find(orm, userSub);
      if (enabled && !row?.secret) {
        throw new CognitoError('InvalidParameterException', 'User has not verified software token mfa');
      }
      if (!row) return;
      await tokens.setPreference(orm, userSub, enabled, preferred);
      if (row.enabled !== enabled)
        await changes.changed({ sub: userSub, action: enabled ? 'mfa.enabled' : 'mfa.disabled' });
    },

    /** Forgets the user's authenticator (the admin's reset); true when there was one set up or on. */
    async reset(userSub: string): Promise<boolean> {
      const removed = await tokens.remove(orm, userSub);
      return !!removed && (removed.enabled || removed.secret !== null);
    },
  };
}
export type SoftwareTokens = ReturnType<typeof createSoftwareTokens>;
