import type { Orm } from '../../db/database';

/** What the users module needs from the identity pool (built-in or Cognito). */
export interface IdentityDirectory {
  /** The pool's email for a subject; null when the pool cannot say (Cognito mode). */
  emailOf(sub: string): Promise<string | null>;
  /** Creates a confirmed pool user (admin bootstrap and CLI); returns its subject. */
  createUser(input: { email: string; password: string }): Promise<{ sub: string }>;
  /** Finds an existing pool user's subject by email; null when absent or unknown. */
  subOf(email: string): Promise<string | null>;
  /** Ends every session of the user at once and refuses new sign-ins. */
  disableUser(sub: string): Promise<void>;
  enableUser(sub: string): Promise<void>;
  /** Forgets the user's authenticator and mails them (MFA recovery); false when they had none. */
  resetMfa(sub: string): Promise<boolean>;
}

/** What the users module needs from others, filled in modules.ts. */
export interface UsersPorts {
  identity: IdentityDirectory;
  /** The referrer a sign-up's attribution cookie names (docs/product.md, Affiliate commissions and payouts). */
  referrerOf?: (cookieHeader: string | undefined) => Promise<number | null>;
  /** Inside a self sign-up's transaction: what else is recorded (the legal versions accepted). */
  onSelfSignUp?: (db: Orm, userId: number, roleIds: readonly number[]) => Promise<void>;
}
