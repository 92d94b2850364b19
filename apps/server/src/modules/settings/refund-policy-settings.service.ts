import type { Orm } from '../../db/database';
import { createSingleSetting, type SettingsStore } from './single-setting.service';

/**
 * Site settings → Refund policy (docs/product.md, Refund policy): read by the RSVP modal (public
 * config), the seat emails and cancel page (RSVP's port) and the Terms (`{{refundPolicy}}`). A save
 * moves the public content version (the Terms re-render) and is audited by the settings store.
 */
export function createRefundPolicySettings(orm: Orm, settings: SettingsStore) {
  return createSingleSetting(orm, settings, 'refundPolicy');
}
export type RefundPolicySettings = ReturnType<typeof createRefundPolicySettings>;
