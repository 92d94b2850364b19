import { isCampaignTag, REFERRAL_LINK_MESSAGES, CAMPAIGN_TAG_MAX } from '@meridian/contracts/referral-links';

export { CAMPAIGN_TAG_MAX };

/** The message for a typed campaign tag, or null when it is empty (no tag) or valid. */
export function campaignTagError(tag: string): string | null {
  const trimmed = tag.trim();
  return trimmed === '' || isCampaignTag(trimmed) ? null : REFERRAL_LINK_MESSAGES.campaignTag;
}

/** The link to share: `url` with `?sub=<tag>` for a valid tag, unchanged for none or an invalid one. */
export function taggedLink(url: string, tag: string): string {
  const trimmed = tag.trim();
  if (trimmed === '' || campaignTagError(trimmed)) return url;
  const link = new URL(url);
  link.searchParams.set('sub', trimmed);
  return link.toString();
}

/** A file name for a link's QR code: `referral-<kind>[-<tag>].svg`. */
export function qrFileName(kind: string, tag: string): string {
  const trimmed = tag.trim();
  return `referral-${kind}${trimmed && !campaignTagError(trimmed) ? `-${trimmed}` : ''}.svg`;
}
