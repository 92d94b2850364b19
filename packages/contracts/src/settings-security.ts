import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ROLES, type RoleId } from './roles';
import { roleIdSchema } from './users';

/**
 * The admin's security settings (Site settings → Security; docs/decisions/2026-11-27-totp-mfa.md):
 * the roles whose holders must sign in with a code from an authenticator app (TOTP MFA). Someone
 * holding one of them with no authenticator set up is led through setting one up at sign-in.
 */
export const MFA_REQUIRED_ROLE_DEFAULTS: readonly RoleId[] = [ROLES.Admin];

export const securitySettingsSchema = z.object({
  mfaRequiredRoleIds: z
    .array(roleIdSchema)
    .max(5)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export type SecuritySettings = z.output<typeof securitySettingsSchema>;

export const getSecuritySettings = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/security-settings',
  response: securitySettingsSchema,
});

export const updateSecuritySettings = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/admin/security-settings',
  body: securitySettingsSchema,
  response: securitySettingsSchema,
});
