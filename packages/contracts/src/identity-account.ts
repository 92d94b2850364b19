import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { SIGN_UP_MESSAGES, signUpFormSchema } from './users';

/**
 * The Account page (docs/decisions/2026-11-27-totp-mfa.md, 2026-11-27-passkeys.md): what the server
 * knows beyond what Amplify asks the user pool itself (the MFA preference, passkeys, the password
 * change and "sign out everywhere" go to the pool).
 */
export const ACCOUNT_MESSAGES = {
  currentPassword: 'Enter your current password.',
  samePassword: 'Choose a password different from the current one.',
} as const;

/** Change password: the current one, and the new one (the sign-up rule) typed twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string({ error: ACCOUNT_MESSAGES.currentPassword }).min(1, ACCOUNT_MESSAGES.currentPassword),
    password: signUpFormSchema.shape.password,
    confirmPassword: z.string({ error: SIGN_UP_MESSAGES.confirmPassword }),
  })
  .refine((form) => form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: SIGN_UP_MESSAGES.confirmPassword,
  })
  .refine((form) => form.password !== form.currentPassword, {
    path: ['password'],
    message: ACCOUNT_MESSAGES.samePassword,
  });

/** One live sign-in of the user (built-in pool): when it started, when it last renewed its tokens. */
export const accountSessionSchema = z.object({
  startedAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** The sign-in this request was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** When one of the user's passkeys last signed them in (built-in pool; Cognito does not say). */
export const passkeyUseSchema = z.object({
  credentialId: z.string(),
  /** Null until its first sign-in. */
  lastUsedAt: z.iso.datetime().nullable(),
});
export type PasskeyUse = z.infer<typeof passkeyUseSchema>;

export const accountSecuritySchema = z.object({
  /** One of the user's roles must use two-step sign-in (the admin's Security setting): it stays on. */
  mfaRequired: z.boolean(),
  /** The user's live sign-ins, newest first; null with AWS Cognito, which does not list them. */
  sessions: z.array(accountSessionSchema).nullable(),
  /** Each passkey's last sign-in, by credential id; null with AWS Cognito (the list itself comes from the pool). */
  passkeys: z.array(passkeyUseSchema).nullable(),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

export const getAccountSecurity = defineEndpoint({
  method: 'GET',
  path: '/api/v1/account/security',
  response: accountSecuritySchema,
});
