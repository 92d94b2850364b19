import type { SecuritySettings } from '@meridian/contracts/settings-security';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { SiteSettings } from './settings.service';

interface SettingsStore {
  get: () => Promise<SiteSettings>;
  update: (db: Orm, patch: Partial<SiteSettings>) => Promise<SiteSettings>;
}

/**
 * Site settings → Security (docs/decisions/2026-11-27-totp-mfa.md): the roles that must use TOTP
 * MFA. The user pool asks at every sign-in, so a change applies from the next one; a save is one
 * named function, so an audit entry can be added beside it.
 */
export function createSecuritySettings(orm: Orm, settings: SettingsStore) {
  return {
    view: async (): Promise<SecuritySettings> => ({
      mfaRequiredRoleIds: (await settings.get()).mfaRequiredRoleIds,
    }),

    async save(input: SecuritySettings): Promise<SecuritySettings> {
      const saved = await inTransaction(orm, (db) =>
        settings.update(db, { mfaRequiredRoleIds: input.mfaRequiredRoleIds }),
      );
      return { mfaRequiredRoleIds: saved.mfaRequiredRoleIds };
    },

    /** Whether someone holding `roleIds` must use MFA. */
    async requiresMfa(roleIds: readonly number[]): Promise<boolean> {
      const required = (await settings.get()).mfaRequiredRoleIds;
      return roleIds.some((id) => (required as readonly number[]).includes(id));
    },
  };
}
export type SecuritySettingsService = ReturnType<typeof createSecuritySettings>;
