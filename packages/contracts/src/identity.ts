import { z } from 'zod';
import { emailSchema, SIGN_UP_MESSAGES, signUpFormSchema } from './users';

/**
 * The sign-in page's forms (docs/product.md, Identity). The user pool takes these requests, not our
 * API; the schemas are here so the browser checks them with the same rules and messages as sign-up.
 */
export const SIGN_IN_MESSAGES = {
  password: 'Enter your password.',
  code: 'Enter the code from the email.',
  totpCode: 'Enter the 6-digit code from your authenticator app.',
  passkeyEmail: 'Enter your email, then sign in with your passkey.',
} as const;

/** A code the pool emailed (sign-up confirmation, password reset): trimmed, and not empty. */
const emailedCode = z.string({ error: SIGN_IN_MESSAGES.code }).trim().min(1, SIGN_IN_MESSAGES.code);

export const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string({ error: SIGN_IN_MESSAGES.password }).min(1, SIGN_IN_MESSAGES.password),
});

/**
 * "Sign in with a passkey": the account's email, which the user pool needs to offer its passkeys
 * (docs/decisions/2026-11-27-passkeys.md); a valid address, as for the password.
 */
export const passkeySignInFormSchema = z.object({
  email: z
    .string({ error: SIGN_IN_MESSAGES.passkeyEmail })
    .trim()
    .min(1, SIGN_IN_MESSAGES.passkeyEmail)
    .pipe(emailSchema),
});

/** The code that confirms a sign-up's email. */
export const confirmCodeFormSchema = z.object({ code: emailedCode });

/** "Forgot password?": the email to send a reset code to. */
export const resetRequestFormSchema = z.object({ email: emailSchema });

/** The reset code and the new password (the sign-up rule), typed twice. */
export const resetPasswordFormSchema = z
  .object({
    code: emailedCode,
    password: signUpFormSchema.shape.password,
    confirmPassword: z.string({ error: SIGN_UP_MESSAGES.confirmPassword }),
  })
  .refine((form) => form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: SIGN_UP_MESSAGES.confirmPassword,
  });

/**
 * A code from an authenticator app (TOTP MFA: docs/identity-protocol.md): six digits, typed with or
 * without spaces, which are taken out.
 */
export const totpCodeSchema = z
  .string({ error: SIGN_IN_MESSAGES.totpCode })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, SIGN_IN_MESSAGES.totpCode));

/** The sign-in's MFA step, the setup at sign-in and the Account page's setup: one code. */
export const totpCodeFormSchema = z.object({ code: totpCodeSchema });
