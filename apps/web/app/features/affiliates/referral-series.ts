import type { AffiliateSummary } from '@meridian/contracts/affiliates';

export type ReferralDay = AffiliateSummary['daily'][number];

/** The chart's lines, in the order the legend and the table show them. */
export const REFERRAL_SERIES = [
  { name: 'clicks', label: 'Clicks', color: 'blue.7' },
  { name: 'conversions', label: 'Paid conversions', color: 'teal.8' },
] as const;
