import type { Random } from './random';

/** Where a demo visitor came from: nothing (direct), another site, or a tagged ad or post. */
export interface DemoSource {
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

const REFERRERS = [
  'google.com',
  'google.com',
  'google.com',
  'bing.com',
  'duckduckgo.com',
  'x.com',
  'linkedin.com',
  'youtube.com',
  'reddit.com',
  'tradingview.com',
  'investopedia.com',
];
const UTM = [
  ['google', 'cpc', 'spring-webinars'],
  ['google', 'cpc', 'options-basics'],
  ['facebook', 'paid-social', 'risk-first'],
  ['youtube', 'video', 'order-book-series'],
  ['podcast', 'audio', 'macro-week'],
] as const;
const AFFILIATE_TAGS = ['blog-sidebar', 'youtube-description', 'newsletter-footer'];

export const DIRECT: DemoSource = { referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };

/** A landing source for a visitor who did not come through a referral link. */
export function landingSourceFor(random: Random): DemoSource {
  const kind = random.weighted({ direct: 40, referrer: 35, utm: 25 });
  if (kind === 'referrer') return { ...DIRECT, referrerHost: random.pick(REFERRERS) };
  if (kind === 'direct') return DIRECT;
  const [utmSource, utmMedium, utmCampaign] = random.pick(UTM);
  return { referrerHost: random.chance(0.5) ? `${utmSource}.com` : null, utmSource, utmMedium, utmCampaign };
}

/** The tags an affiliate's tagged link adds (referral-links' landing page), on some of their visitors. */
export function affiliateSourceFor(random: Random): DemoSource {
  if (!random.chance(0.3)) return DIRECT;
  return { ...DIRECT, utmSource: 'affiliate', utmMedium: 'referral', utmCampaign: random.pick(AFFILIATE_TAGS) };
}
