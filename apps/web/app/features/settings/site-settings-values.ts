import type { SiteSettingsView } from '@meridian/contracts/settings-admin';
import type { FieldMap } from '../../lib/forms/place-errors';

/** The form as typed: prices in dollars ("500.00"), each social network's address ('' to hide it). */
export interface SiteSettingsFormValues extends Record<string, unknown> {
  siteName: string;
  tagline: string;
  postalAddress: string;
  rsvpPrice: string;
  advertisingMonthlyPrice: string;
  advertisingYearlyPrice: string;
  youtubeUrl: string;
  xUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
  facebookUrl: string;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** What the dollars typed are in cents; NaN (refused with the price's message) when not a number. */
function cents(typed: string): number {
  const value = typed.trim().replace(/^\$/, '').replaceAll(',', '');
  return /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
}

export function formValuesOf(values: SiteSettingsView['values']): SiteSettingsFormValues {
  return {
    siteName: values.siteName,
    tagline: values.tagline,
    postalAddress: values.postalAddress,
    rsvpPrice: dollars(values.rsvpPriceCents),
    advertisingMonthlyPrice: dollars(values.advertisingMonthlyCents),
    advertisingYearlyPrice: dollars(values.advertisingYearlyCents),
    youtubeUrl: values.youtubeUrl,
    xUrl: values.xUrl,
    instagramUrl: values.instagramUrl,
    linkedinUrl: values.linkedinUrl,
    facebookUrl: values.facebookUrl,
  };
}

/** The form as siteSettingsInputSchema reads it: dollars into cents. */
export function settingsInput(values: SiteSettingsFormValues) {
  return {
    ...values,
    rsvpPriceCents: cents(values.rsvpPrice),
    advertisingMonthlyCents: cents(values.advertisingMonthlyPrice),
    advertisingYearlyCents: cents(values.advertisingYearlyPrice),
  };
}

/** Where the contract's paths land: prices are typed in dollars under their own names. */
export const SITE_SETTINGS_FIELDS: FieldMap = {
  siteName: 'siteName',
  tagline: 'tagline',
  postalAddress: 'postalAddress',
  rsvpPriceCents: 'rsvpPrice',
  advertisingMonthlyCents: 'advertisingMonthlyPrice',
  advertisingYearlyCents: 'advertisingYearlyPrice',
  youtubeUrl: 'youtubeUrl',
  xUrl: 'xUrl',
  instagramUrl: 'instagramUrl',
  linkedinUrl: 'linkedinUrl',
  facebookUrl: 'facebookUrl',
};
