import { signUpFormSchema, type SignUpForm } from '@meridian/contracts/users';

/** The form as typed: like SignUpForm, but the terms box may still be unticked. */
export type SignUpInput = Omit<SignUpForm, 'termsAgreed'> & { termsAgreed: boolean };
export type SignUpField = keyof SignUpForm;
export type SignUpErrors = Partial<Record<SignUpField, string>>;

const CROSS_FIELD: SignUpField[] = ['confirmPassword', 'captchaAnswer'];

/**
 * The schema's cross-field messages (passwords match, CAPTCHA) while another field fails. Zod skips
 * those checks then, so they run again on a copy whose other fields are valid: every message shows
 * at once, still worded by the schema.
 */
export function crossFieldErrors(input: SignUpInput, errors: Readonly<Record<string, string>>): SignUpErrors {
  if (CROSS_FIELD.some((field) => errors[field])) return {};
  const padding = 'x'.repeat(8);
  const probe = signUpFormSchema.safeParse({
    ...input,
    firstName: 'x',
    lastName: 'x',
    email: 'probe@example.com',
    termsAgreed: true,
    // The same prefix on both keeps "equal" and "different" as they were.
    password: padding + input.password.slice(0, 200),
    confirmPassword: padding + input.confirmPassword.slice(0, 200),
  });
  const found: SignUpErrors = {};
  for (const issue of probe.error?.issues ?? []) {
    const field = issue.path[0] as SignUpField | undefined;
    if (field && CROSS_FIELD.includes(field)) found[field] ??= issue.message;
  }
  return found;
}
