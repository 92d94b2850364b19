import type { Mailer } from '../mail/mail.module';
import type { CodeSender } from './code-sender.service';

/** What the identity module needs from others, filled in modules.ts. */
export interface IdentityPorts {
  /** The system mailer: sign-up and password-reset codes go out through it. */
  mailer: Mailer;
  /**
   * The site name those codes' mail carries: the settings module's default name (identity is made
   * before settings, which reads identity's public auth config).
   */
  codeMailSiteName: string;
  /**
   * Whether the user (by pool subject) holds a role that must use MFA: their roles (users) against
   * the site setting (settings), both made after identity, so modules.ts passes a closure.
   */
  mfaRequired: (sub: string) => Promise<boolean>;
  /** Tests: a sender that keeps the codes (default: system mail). */
  codeSender?: CodeSender;
  /**
   * The staff member (user id and roles now) a pool subject belongs to, or null for anyone else:
   * their sign-ins, and failed attempts on their account, go to the audit log. Users is made after
   * identity, so modules.ts fills this through a closure.
   */
  staffMember: (sub: string) => Promise<{ userId: number; roleIds: readonly number[] } | null>;
  /** The user (id and roles now) a pool subject belongs to, whatever their roles: null before their profile exists. */
  accountOwner: (sub: string) => Promise<{ userId: number; roleIds: readonly number[] } | null>;
}
