import { signUpFormSchema, type SignUpForm } from '@meridian/contracts/users';

/** The form as typed: like SignUpForm, but the terms box may still be unticked. */
export type SignUpInput = Omit<SignUpForm, 'termsAgreed'> & { termsAgreed: boolean };
export type SignUpField = keyof SignUpForm;
export type SignUpErrors = Partial<Record<SignUpField, string>>;

const CROSS_FIELD: SignUpField[] = ['confirmPassword', 'captchaAnswer'];

function firstMessageByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  only?: SignUpField[],
): SignUpErrors {
  const errors: SignUpErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as SignUpField | undefined;
    if (!field || errors[field] || (only && !only.includes(field))) continue;
    errors[field] = issue.message;
  }
  return errors;
}

/**
 * Checks the form with the shared schema (its messages are the documented ones). Zod skips the schema's
 * cross-field checks (passwords match, CAPTCHA) while another field fails, so those run again on a
 * copy whose other fields are valid: every message shows at once, still worded by the schema.
 */
export function validateSignUp(input: SignUpInput): { data: SignUpForm } | { errors: SignUpErrors } {
  const result = signUpFormSchema.safeParse(input);
  if (result.success) return { data: result.data };
  const errors = firstMessageByField(result.error.issues);
  if (CROSS_FIELD.every((field) => !errors[field])) {
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
    if (!probe.success) Object.assign(errors, firstMessageByField(probe.error.issues, CROSS_FIELD));
  }
  return { errors };
}
