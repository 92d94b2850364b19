import { createHash } from 'node:crypto';
import type { Signer } from './signer';

/** User agents of crawlers, link previewers and headless browsers: never counted as visitors. */
const KNOWN_BOTS = /bot|crawl|spider|slurp|facebookexternalhit|preview|headless|curl|wget|python-requests|httpclient/i;

export const isKnownBot = (userAgent: string) => KNOWN_BOTS.test(userAgent);

/**
 * A visitor for one UTC day, recognised without keeping who they are: a hash of the day's salt (a
 * keyed signature of the day under `context`, derived again when needed and never stored), the
 * address and the browser.
 */
export function dailyVisitorHash(
  secrets: Pick<Signer, 'sign'>,
  context: string,
  day: string,
  ip: string,
  userAgent: string,
) {
  const salt = secrets.sign(day, context);
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('hex');
}

/** The longest host name DNS allows: a longer "host" is no site (and would not fit the KPI's index). */
const MAX_HOST_LENGTH = 253;

const hostOf = (url: string) => {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
    return /^https?:$/.test(parsed.protocol) && host.length <= MAX_HOST_LENGTH ? host : null;
  } catch {
    return null;
  }
};

/** Where a visitor came from, as the KPI keeps it (docs/product.md, KPI and visit counting). */
export interface LandingSource {
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/**
 * The landing source of a page view or a booking: the referring page's host only (lower-cased,
 * without `www.`, at most 253 characters) and only when it is another site than `publicUrl`; UTM tags
 * trimmed, null when empty.
 */
export function landingSource(
  input: { referrer?: string; utmSource?: string; utmMedium?: string; utmCampaign?: string },
  publicUrl: string,
): LandingSource {
  const host = input.referrer ? hostOf(input.referrer) : null;
  const tag = (value: string | undefined) => value?.trim() || null;
  return {
    referrerHost: host && host !== hostOf(publicUrl) ? host : null,
    utmSource: tag(input.utmSource),
    utmMedium: tag(input.utmMedium),
    utmCampaign: tag(input.utmCampaign),
  };
}

/**
 * The UTM tags a click from an email campaign carries to our own site (docs/product.md, KPI and visit
 * counting): the KPI reads `utm_medium=email` with `utm_campaign=campaign-<id>` as that campaign.
 */
export const EMAIL_CAMPAIGN_TAGS = { source: 'campaign', medium: 'email', campaignPrefix: 'campaign-' } as const;

/** A campaign link's target: our own site's pages get the campaign's tags (replacing any), other sites' links stay as written. */
export function campaignLandingUrl(url: string, campaignId: number, publicUrl: string): string {
  const target = new URL(url);
  if (target.origin !== new URL(publicUrl).origin) return url;
  target.searchParams.set('utm_source', EMAIL_CAMPAIGN_TAGS.source);
  target.searchParams.set('utm_medium', EMAIL_CAMPAIGN_TAGS.medium);
  target.searchParams.set('utm_campaign', `${EMAIL_CAMPAIGN_TAGS.campaignPrefix}${campaignId}`);
  return target.toString();
}
