import { z } from 'zod';
import { normalizeEmail } from './email-address';
import { defineEndpoint } from './endpoint';
import { hasControlCharacters, idField, textField, wholeNumberField, withoutControls } from './fields';
import { ROLES, type RoleId, type RoleName } from './roles';

/** Sign-up validation messages (docs/product.md, Sign-up), word for word. */
export const SIGN_UP_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Please enter a valid email',
  password: 'Passwords must be at least 8 characters.',
  confirmPassword: 'Passwords do not match.',
  captchaMissing: 'Please solve the CAPTCHA',
  captchaWrong: 'Incorrect CAPTCHA answer. Please try again.',
  terms: 'You must agree to the terms and conditions',
  alreadyLoggedIn: 'User is already logged in, routing to dashboard...',
  privilegedRole:
    'Admin, Sales and Email Marketing access is granted by an administrator. Sign up without a role, as an affiliate or as an advertiser.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** The email shape (docs/product.md, Sign-up): local part, at sign, domain, dot, at least two letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** An address as typed, in its one normal form (`normalizeEmail`: NFKC, trimmed, domain without a trailing dot, lower case). */
export const emailSchema = z
  .string({ error: SIGN_UP_MESSAGES.email })
  .overwrite(normalizeEmail)
  .regex(EMAIL_PATTERN, SIGN_UP_MESSAGES.email)
  .refine((value) => !hasControlCharacters(value), SIGN_UP_MESSAGES.email);

export const firstNameField = textField({ label: 'First name', required: SIGN_UP_MESSAGES.firstName, max: 100 });
export const lastNameField = textField({ label: 'Last name', required: SIGN_UP_MESSAGES.lastName, max: 100 });
const subField = textField({ label: 'Subject (sub)', required: 'Subject (sub) is required', max: 128 });

export const advertisingPlanSchema = z.enum(['monthly', 'yearly']);
export type AdvertisingPlan = z.infer<typeof advertisingPlanSchema>;

/**
 * The sign-up modal's form (docs/product.md, Sign-up). The CAPTCHA is a usability check in the browser only: the
 * server never sees its digits.
 */
export const signUpFormSchema = z
  .object({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailSchema,
    password: withoutControls(
      z
        .string({ error: SIGN_UP_MESSAGES.password })
        .min(PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES.password)
        .max(PASSWORD_MAX_LENGTH, `Passwords must be at most ${PASSWORD_MAX_LENGTH} characters.`),
      'Password',
    ),
    confirmPassword: z.string({ error: SIGN_UP_MESSAGES.confirmPassword }),
    roleId: z.number().int().nullable(),
    plan: advertisingPlanSchema.nullable(),
    captchaA: z.number().int().min(0).max(9),
    captchaB: z.number().int().min(0).max(9),
    captchaAnswer: z.string({ error: SIGN_UP_MESSAGES.captchaMissing }),
    termsAgreed: z.literal(true, { message: SIGN_UP_MESSAGES.terms }),
  })
  .superRefine((form, ctx) => {
    if (form.confirmPassword !== form.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: SIGN_UP_MESSAGES.confirmPassword });
    }
    if (form.captchaAnswer.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['captchaAnswer'], message: SIGN_UP_MESSAGES.captchaMissing });
    } else if (Number(form.captchaAnswer.trim()) !== form.captchaA + form.captchaB) {
      ctx.addIssue({ code: 'custom', path: ['captchaAnswer'], message: SIGN_UP_MESSAGES.captchaWrong });
    }
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** POST /api/v1/user: the sign-up form's profile fields plus the identity subject. */
export const registerUserSchema = z.object({
  sub: subField,
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailSchema,
  roleId: z.number().int().nullable().optional(),
  plan: advertisingPlanSchema.nullable().optional(),
  termsAgreed: z.literal(true, { message: SIGN_UP_MESSAGES.terms }),
});
export type RegisterUser = z.infer<typeof registerUserSchema>;

export const roleNameSchema = z.enum([
  'Admin',
  'Sales',
  'Affiliate',
  'Advertiser',
  'EmailMarketing',
]) satisfies z.ZodType<RoleName>;
export const roleIdSchema = z.union([
  z.literal(ROLES.Admin),
  z.literal(ROLES.Sales),
  z.literal(ROLES.Affiliate),
  z.literal(ROLES.Advertiser),
  z.literal(ROLES.EmailMarketing),
]) satisfies z.ZodType<RoleId>;

export const currentUserSchema = z.object({
  id: z.number().int(),
  sub: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleNameSchema),
  roleIds: z.array(roleIdSchema),
  /** First role id in landing order (seed: data.roleId), null with none. */
  roleId: roleIdSchema.nullable(),
  disabled: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const registerUser = defineEndpoint({
  method: 'POST',
  path: '/api/v1/user',
  body: registerUserSchema,
  response: currentUserSchema,
});

export const getMe = defineEndpoint({ method: 'GET', path: '/api/v1/user/me', response: currentUserSchema });

export const getUserByEmail = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user',
  query: z.object({ userEmail: textField({ label: 'userEmail', required: 'userEmail is required', max: 254 }) }),
  response: currentUserSchema,
});

export const authCheck = defineEndpoint({
  method: 'GET',
  path: '/api/auth/check',
  response: z.object({ sub: z.string(), userId: z.number().int().nullable() }),
});

export const adminUserSchema = currentUserSchema.extend({ createdAt: z.string() });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const USER_PAGE_SIZE = 50;

export const listUsers = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/users',
  query: z.object({
    search: textField({ label: 'Search', max: 200 }).optional(),
    roleId: wholeNumberField(1, 5, 'Role must be a role id from 1 to 5').optional(),
    after: idField('The cursor (after) must be a whole number from 1 to 2147483647').optional(),
    limit: wholeNumberField(1, 200, 'Limit must be a whole number from 1 to 200').default(USER_PAGE_SIZE),
  }),
  response: z.object({ items: z.array(adminUserSchema), nextCursor: z.number().int().nullable() }),
});

const userIdParams = z.object({ id: idField('User id must be a whole number from 1 to 2147483647') });

/** PUT /api/v1/admin/users/:id/roles: every role the user is to hold. */
export const userRolesSchema = z.object({ roleIds: z.array(roleIdSchema).max(5) });

export const setUserRoles = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/admin/users/:id/roles',
  params: userIdParams,
  body: userRolesSchema,
  response: adminUserSchema,
});

export const disableUser = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/users/:id/disable',
  params: userIdParams,
  response: adminUserSchema,
});

export const enableUser = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/users/:id/enable',
  params: userIdParams,
  response: adminUserSchema,
});

/** Admin: reset a user's two-step sign-in (MFA recovery; the user is mailed). */
export const resetUserMfa = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/users/:id/mfa-reset',
  params: userIdParams,
  response: adminUserSchema,
});

export const USER_MFA_MESSAGES = {
  own: 'Your own two-step sign-in is changed on your Account page.',
  none: (email: string) => `${email} has no two-step sign-in to reset.`,
  reset: (email: string) => `Two-step sign-in reset for ${email}. They have been emailed.`,
} as const;

/** Admin: link a profile to a different identity-pool subject (for example after moving pools). */
export const updateUserSub = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/user/updateSub',
  body: z.object({ email: emailSchema, sub: subField }),
  response: currentUserSchema,
});
