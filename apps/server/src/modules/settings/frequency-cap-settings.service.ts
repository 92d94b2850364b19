import type { Orm } from '../../db/database';
import { createSingleSetting, type SettingsStore } from './single-setting.service';

/**
 * Site settings → Frequency cap (docs/product.md, Frequency cap): read by campaign delivery inside
 * its claim transaction (the campaigns module's port). A save is audited by the settings store.
 */
export function createFrequencyCapSettings(orm: Orm, settings: SettingsStore) {
  return createSingleSetting(orm, settings, 'frequencyCap');
}
export type FrequencyCapSettings = ReturnType<typeof createFrequencyCapSettings>;
