import {
  socialLinksOf,
  socialUrlsOf,
  type SiteSettingsValues,
  type SiteSettingsView,
} from '@meridian/contracts/settings-admin';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { settingDefaults, type SiteSettings } from './settings.service';

/** The admin form's values from stored settings: the footer's links as one address per network. */
function valuesOf(settings: SiteSettings): SiteSettingsView['values'] {
  return {
    siteName: settings.siteName,
    tagline: settings.tagline,
    postalAddress: settings.postalAddress,
    rsvpPriceCents: settings.rsvpPriceCents,
    advertisingMonthlyCents: settings.advertisingMonthlyCents,
    advertisingYearlyCents: settings.advertisingYearlyCents,
    ...socialUrlsOf(settings.socialLinks),
  };
}

const viewOf = (settings: SiteSettings): SiteSettingsView => ({
  values: valuesOf(settings),
  defaults: valuesOf(settingDefaults),
  currency: settings.currency,
});

interface SettingsStore {
  get: () => Promise<SiteSettings>;
  update: (db: Orm, patch: Partial<SiteSettings>) => Promise<SiteSettings>;
}

/**
 * "Site settings" in the admin panel (docs/product.md, Site settings): reads and saves what the
 * public pages show. One transaction: every key and the public content version move together.
 */
export function createSiteSettingsAdmin(orm: Orm, settings: SettingsStore) {
  return {
    view: async (): Promise<SiteSettingsView> => viewOf(await settings.get()),

    async save(input: SiteSettingsValues): Promise<SiteSettingsView> {
      const saved = await inTransaction(orm, (db) =>
        settings.update(db, {
          siteName: input.siteName,
          tagline: input.tagline,
          postalAddress: input.postalAddress,
          rsvpPriceCents: input.rsvpPriceCents,
          advertisingMonthlyCents: input.advertisingMonthlyCents,
          advertisingYearlyCents: input.advertisingYearlyCents,
          socialLinks: socialLinksOf(input),
        }),
      );
      return viewOf(saved);
    },
  };
}
export type SiteSettingsAdmin = ReturnType<typeof createSiteSettingsAdmin>;
