import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * The Account page (docs/decisions/2026-11-27-totp-mfa.md): what the server knows beyond what
 * Amplify asks the user pool itself (the MFA preference, the password change and "sign out
 * everywhere" go to the pool). The pool's TOTP codes are six digits, typed with or without a space.
 */
export const ACCOUNT_MESSAGES = {
  code: 'Enter the 6-digit code from your authenticator app.',
  currentPassword: 'Enter your current password.',
} as const;

/** A code from an authenticator app: six digits once spaces are taken out. */
export const totpCodeSchema = z
  .string({ error: ACCOUNT_MESSAGES.code })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, ACCOUNT_MESSAGES.code));

export const totpCodeFormSchema = z.object({ code: totpCodeSchema });

/** One live sign-in of the user (built-in pool): when it started, when it last renewed its tokens. */
export const accountSessionSchema = z.object({
  startedAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** The sign-in this request was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSecuritySchema = z.object({
  /** One of the user's roles must use two-step sign-in (the admin's Security setting): it stays on. */
  mfaRequired: z.boolean(),
  /** The user's live sign-ins, newest first; null with AWS Cognito, which does not list them. */
  sessions: z.array(accountSessionSchema).nullable(),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

export const getAccountSecurity = defineEndpoint({
  method: 'GET',
  path: '/api/v1/account/security',
  response: accountSecuritySchema,
});
