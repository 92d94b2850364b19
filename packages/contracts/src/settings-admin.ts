import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { textField, wholeNumberField } from './fields';
import { socialNetworks, type SocialLink } from './settings';

/**
 * The admin's "Site settings" (docs/product.md, Site settings): what the public pages say about the
 * business (name, tagline, postal address), what a seat and each Digital Billboard plan cost, and
 * the footer's social links. A change shows on every public page at once (public content version).
 */
export const SITE_SETTINGS_MESSAGES = {
  siteName: 'Enter the site name',
  tagline: 'Enter the tagline',
  postalAddress: 'Enter the postal address printed in campaign emails',
  seatPrice: 'The seat price must be between $1.00 and $100,000.00',
  monthlyPrice: 'The monthly plan price must be between $1.00 and $100,000.00',
  yearlyPrice: 'The yearly plan price must be between $1.00 and $100,000.00',
  socialUrl: 'Enter a full https:// address, or leave it empty to hide this icon',
} as const;

const M = SITE_SETTINGS_MESSAGES;

export const SITE_SETTINGS_LIMITS = {
  siteName: 80,
  tagline: 120,
  postalAddress: 300,
  socialUrl: 300,
  priceMinCents: 100,
  priceMaxCents: 10_000_000,
} as const;
const L = SITE_SETTINGS_LIMITS;

const price = (message: string) => wholeNumberField(L.priceMinCents, L.priceMaxCents, message);

/** A social link's address: https only (as the footer's links must be), or empty for a network the site is not on. */
const httpsUrl = z.url({ protocol: /^https$/ });
const socialUrl = z
  .string({ error: M.socialUrl })
  .trim()
  .max(L.socialUrl, M.socialUrl)
  .refine((value) => value === '' || httpsUrl.safeParse(value).success, M.socialUrl);

/** The form's field of each network's address. */
export const SOCIAL_URL_FIELDS = {
  youtube: 'youtubeUrl',
  x: 'xUrl',
  instagram: 'instagramUrl',
  linkedin: 'linkedinUrl',
  facebook: 'facebookUrl',
} as const satisfies Record<(typeof socialNetworks)[number], string>;

export const siteSettingsInputSchema = z.object({
  siteName: textField({ label: 'Site name', required: M.siteName, max: L.siteName }),
  tagline: textField({ label: 'Tagline', required: M.tagline, max: L.tagline }),
  postalAddress: textField({ label: 'Postal address', required: M.postalAddress, max: L.postalAddress }),
  rsvpPriceCents: price(M.seatPrice),
  advertisingMonthlyCents: price(M.monthlyPrice),
  advertisingYearlyCents: price(M.yearlyPrice),
  youtubeUrl: socialUrl,
  xUrl: socialUrl,
  instagramUrl: socialUrl,
  linkedinUrl: socialUrl,
  facebookUrl: socialUrl,
});
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;
export type SiteSettingsValues = z.output<typeof siteSettingsInputSchema>;

const valuesSchema = z.object({
  siteName: z.string(),
  tagline: z.string(),
  postalAddress: z.string(),
  rsvpPriceCents: z.number().int(),
  advertisingMonthlyCents: z.number().int(),
  advertisingYearlyCents: z.number().int(),
  youtubeUrl: z.string(),
  xUrl: z.string(),
  instagramUrl: z.string(),
  linkedinUrl: z.string(),
  facebookUrl: z.string(),
});

/** The settings as stored now, the currency prices are in, and the defaults the site started with. */
export const siteSettingsViewSchema = z.object({
  values: valuesSchema,
  defaults: valuesSchema,
  currency: z.string(),
});
export type SiteSettingsView = z.infer<typeof siteSettingsViewSchema>;

/** The footer's links in network order, from the form's one field per network (empty: not shown). */
export function socialLinksOf(
  values: Pick<SiteSettingsValues, (typeof SOCIAL_URL_FIELDS)[keyof typeof SOCIAL_URL_FIELDS]>,
): SocialLink[] {
  return socialNetworks.flatMap((network) => {
    const url = values[SOCIAL_URL_FIELDS[network]];
    return url ? [{ network, url }] : [];
  });
}

/** Each network's address from the stored links ('' for a network not linked). */
export function socialUrlsOf(links: readonly SocialLink[]) {
  const urlOf = (network: SocialLink['network']) => links.find((link) => link.network === network)?.url ?? '';
  return {
    youtubeUrl: urlOf('youtube'),
    xUrl: urlOf('x'),
    instagramUrl: urlOf('instagram'),
    linkedinUrl: urlOf('linkedin'),
    facebookUrl: urlOf('facebook'),
  };
}

export const getSiteSettings = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/site-settings',
  response: siteSettingsViewSchema,
});

export const updateSiteSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/admin/site-settings',
  body: siteSettingsInputSchema,
  response: siteSettingsViewSchema,
});
