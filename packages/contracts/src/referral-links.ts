import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField } from './fields';

/**
 * Referral links of affiliates and sales staff, and their honest click counts
 * (docs/decisions/2026-11-23-referral-links.md). A link is `<PUBLIC_URL>/r/<code>/<kind>[?sub=<tag>]`;
 * the server counts the click once per visitor per day and sends the browser on to the page with
 * `?ref=<code>`.
 */
export const REFERRAL_LINK_KINDS = ['rsvp', 'newsletter', 'billboard', 'email-marketing'] as const;
export const referralLinkKindSchema = z.enum(REFERRAL_LINK_KINDS, {
  error: 'Choose one of the links: rsvp, newsletter, billboard or email-marketing',
});
export type ReferralLinkKind = z.infer<typeof referralLinkKindSchema>;

export const REFERRAL_LINK_LABELS: Record<ReferralLinkKind, string> = {
  rsvp: 'Webinar RSVP',
  newsletter: 'Newsletter',
  billboard: 'Digital Billboard',
  'email-marketing': 'Email Marketing',
};

/** Where each link lands on the public site (before `?ref=`). */
export const REFERRAL_LINK_TARGETS: Record<ReferralLinkKind, string> = {
  rsvp: '/rsvp',
  newsletter: '/#newsletter',
  billboard: '/advertising',
  'email-marketing': '/emailMarketing',
};

/** The public redirect route that counts a click. */
export const REFERRAL_REDIRECT_PATH = '/r/:code/:kind';

export const REFERRAL_LINK_MESSAGES = {
  campaignTag: 'Campaign tags use letters, digits, dashes and underscores only, at most 40 characters',
  userId: 'The user id must be a whole number',
  noLinks: 'This user has no referral links.',
  notYours: 'You can only see your own referral links.',
} as const;

export const CAMPAIGN_TAG_MAX = 40;
const CAMPAIGN_TAG = /^[A-Za-z0-9_-]{1,40}$/;

/** Whether `tag` is a valid campaign tag (sub-id); the empty tag means "no tag". */
export function isCampaignTag(tag: string): boolean {
  return CAMPAIGN_TAG.test(tag);
}

/** An optional campaign tag: absent or empty is none; anything else must match the rule. */
export const campaignTagSchema = z
  .string({ error: REFERRAL_LINK_MESSAGES.campaignTag })
  .trim()
  .refine((tag) => tag === '' || isCampaignTag(tag), REFERRAL_LINK_MESSAGES.campaignTag)
  .optional()
  .transform((tag) => tag || undefined);

/** The shareable address of a link: `<origin>/r/<code>/<kind>`, with `?sub=<tag>` when tagged. */
export function referralLinkUrl(origin: string, code: string, kind: ReferralLinkKind, sub?: string): string {
  const base = `${origin.replace(/\/$/, '')}/r/${encodeURIComponent(code)}/${kind}`;
  return sub ? `${base}?sub=${encodeURIComponent(sub)}` : base;
}

const countsSchema = z.object({ total: z.number().int(), last30Days: z.number().int() });
export type ClickCounts = z.infer<typeof countsSchema>;

export const referralLinkSchema = z.object({
  kind: referralLinkKindSchema,
  /** The untagged link, absolute. */
  url: z.string(),
  clicks: countsSchema,
  /** Counts per campaign tag, most clicks first. */
  bySub: z.array(countsSchema.extend({ sub: z.string() })),
});
export type ReferralLink = z.infer<typeof referralLinkSchema>;

export const referralLinksSchema = z.object({
  /** The owner's referral code (`?ref=`): ten random letters (docs/product.md, Referrals). */
  code: z.string(),
  /** The site's public address the links start with. */
  origin: z.string(),
  links: z.array(referralLinkSchema),
});
export type ReferralLinks = z.infer<typeof referralLinksSchema>;

const ownerQuery = z.object({ userId: idField(REFERRAL_LINK_MESSAGES.userId).optional() });

/**
 * The caller's four links and their clicks; an admin may pass `?userId=` for anyone's, anyone else
 * naming another user gets 403.
 */
export const listReferralLinks = defineEndpoint({
  method: 'GET',
  path: '/api/v1/affiliate/links',
  query: ownerQuery,
  response: referralLinksSchema,
});

/** A link's QR code as SVG text (rendered on the server), with the link it encodes. */
export const referralLinkQr = defineEndpoint({
  method: 'GET',
  path: '/api/v1/affiliate/links/qr',
  query: ownerQuery.extend({ kind: referralLinkKindSchema, sub: campaignTagSchema }),
  response: z.object({ url: z.string(), svg: z.string() }),
});
