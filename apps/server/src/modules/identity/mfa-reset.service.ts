import type { Orm } from '../../db/database';
import type { Mailer } from '../mail/mail.module';
import { mfaResetEmail } from './mfa-reset.mail';

/** Tells a person their MFA was reset. createMfaResetNotice sends it by system mail. */
export type MfaResetNotice = (email: string) => Promise<void>;

/** The reset notice through the system mailer, queued outside any transaction and kicked at once. */
export function createMfaResetNotice(mailer: Mailer, orm: Orm, siteName: string, publicUrl?: string): MfaResetNotice {
  return async (email) => {
    await mailer.enqueue(orm, mfaResetEmail({ to: email, siteName, publicUrl }));
    mailer.kick();
  };
}
