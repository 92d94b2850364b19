import type { IdentityService } from '../identity/identity.module';

/** What the settings module needs from others, filled in modules.ts. */
export interface SettingsPorts {
  /** The identity module's sign-in configuration, which the public settings carry to the browser. */
  identity: Pick<IdentityService, 'publicAuthConfig'>;
}
