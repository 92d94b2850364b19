import { getPublicConfig } from '@meridian/contracts/settings';
import { getSiteSettings, updateSiteSettings } from '@meridian/contracts/settings-admin';
import { getFrequencyCap, updateFrequencyCap } from '@meridian/contracts/settings-frequency-cap';
import { getRefundPolicy, updateRefundPolicy } from '@meridian/contracts/settings-refund-policy';
import { getSecuritySettings, updateSecuritySettings } from '@meridian/contracts/settings-security';
import type { FastifyInstance } from 'fastify';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { FrequencyCapSettings } from './frequency-cap-settings.service';
import type { RefundPolicySettings } from './refund-policy-settings.service';
import type { SecuritySettingsService } from './security-settings.service';
import type { SiteSettingsAdmin } from './settings-admin.service';
import type { SettingsService } from './settings.service';

const ADMIN = rolesOnly('Admin');

export function settingsRoutes(
  app: FastifyInstance,
  settings: SettingsService,
  admin: SiteSettingsAdmin,
  security: SecuritySettingsService,
  refundPolicy: RefundPolicySettings,
  frequencyCap: FrequencyCapSettings,
): void {
  registerEndpoint(app, getPublicConfig, { access: PUBLIC }, () => settings.publicConfig());
  registerEndpoint(app, getSiteSettings, { access: ADMIN }, () => admin.view());
  registerEndpoint(app, updateSiteSettings, { access: ADMIN }, ({ body }) => admin.save(body));
  registerEndpoint(app, getSecuritySettings, { access: ADMIN }, () => security.view());
  registerEndpoint(app, updateSecuritySettings, { access: ADMIN }, ({ body }) => security.save(body));
  registerEndpoint(app, getRefundPolicy, { access: ADMIN }, () => refundPolicy.view());
  registerEndpoint(app, updateRefundPolicy, { access: ADMIN }, ({ body }) => refundPolicy.save(body));
  registerEndpoint(app, getFrequencyCap, { access: ADMIN }, () => frequencyCap.view());
  registerEndpoint(app, updateFrequencyCap, { access: ADMIN }, ({ body }) => frequencyCap.save(body));
}
