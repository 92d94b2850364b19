import { getPublicConfig } from '@meridian/contracts/settings';
import { defineModule, type Platform } from '../../core/module';
import { definePageData } from '../../core/page-data';
import { createFrequencyCapSettings } from './frequency-cap-settings.service';
import { createRefundPolicySettings } from './refund-policy-settings.service';
import { createSecuritySettings } from './security-settings.service';
import { createSiteSettingsAdmin } from './settings-admin.service';
import type { SettingsPorts } from './settings.ports';
import { settingsRoutes } from './settings.routes';
import { createSettingsService } from './settings.service';

export { DEFAULT_SITE_NAME } from './settings.service';

/** Site settings admins change (name, tagline, postal address, prices, social links, security), seeded on first boot. */
export function createSettingsModule(platform: Platform, deps: SettingsPorts) {
  const settings = createSettingsService(platform.orm, {
    auth: deps.identity.publicAuthConfig,
    publicContent: platform.publicContent,
    seatHoldMinutes: platform.config.rsvp.holdMinutes,
    audit: platform.audit,
  });
  const admin = createSiteSettingsAdmin(platform.orm, settings);
  const security = createSecuritySettings(platform.orm, settings);
  const refundPolicy = createRefundPolicySettings(platform.orm, settings);
  const frequencyCap = createFrequencyCapSettings(platform.orm, settings);
  return defineModule({
    name: 'settings',
    api: Object.assign(settings, {
      /** Whether someone holding these roles must use MFA (identity asks at sign-in). */
      requiresMfa: security.requiresMfa,
      /** The seat refund policy, read on a caller's handle (RSVP, the Terms' merge field). */
      refundPolicyOn: refundPolicy.on,
      refundPolicy: refundPolicy.view,
      /** The marketing frequency cap, read on a caller's handle (campaign delivery's claim). */
      frequencyCapOn: frequencyCap.on,
    }),
    routes: (app) => settingsRoutes(app, settings, admin, security, refundPolicy, frequencyCap),
    pageData: [definePageData(getPublicConfig, () => settings.publicConfig())],
    seed: () => settings.seedDefaults(),
  });
}
