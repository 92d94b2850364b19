import type { AbTestMetric } from '@meridian/contracts/campaigns-ab-test';

export interface VariantResult {
  variant: 'a' | 'b';
  uniqueOpens: number;
  uniqueClicks: number;
}

/**
 * The winning variant (docs/product.md, Subject-line A/B tests): more messages opened (or clicked)
 * at the end of the wait. Counts, not rates: both halves are the same size. A tie, no engagement at
 * all included, goes to A, the campaign's own subject.
 */
export function pickWinner(metric: AbTestMetric, results: readonly VariantResult[]): 'a' | 'b' {
  const score = (variant: 'a' | 'b') => {
    const result = results.find((r) => r.variant === variant);
    if (!result) return 0;
    return metric === 'clicks' ? result.uniqueClicks : result.uniqueOpens;
  };
  return score('b') > score('a') ? 'b' : 'a';
}

/** The subject and preheader a row is sent with: its variant's, or for the rest, the winner's. */
export function variantContent(
  campaign: { subject: string; preheader: string },
  test: { subjectB: string; preheaderB: string; winner: string | null } | null,
  variant: string | null,
): { subject: string; preheader: string } {
  const chosen = variant ?? test?.winner ?? 'a';
  if (test && chosen === 'b') return { subject: test.subjectB, preheader: test.preheaderB };
  return { subject: campaign.subject, preheader: campaign.preheader };
}
