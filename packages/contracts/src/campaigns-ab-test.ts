import { z } from 'zod';
import { textField, wholeNumberField } from './fields';

/**
 * A campaign's subject-line A/B test (docs/product.md, Subject-line A/B tests): subject and
 * preheader B beside the campaign's own (A), the share of the audience that tests them (split evenly),
 * what decides the winner and how long to wait before the rest goes out with the winner's subject.
 */
export const AB_TEST_LIMITS = { minPercent: 10, maxPercent: 50, minWaitHours: 1, maxWaitHours: 72 } as const;

export const AB_TEST_MESSAGES = {
  subjectBRequired: 'Subject B is required',
  sameSubject: 'Subject B must differ from subject A',
  testPercent: 'Type the test share as a whole number from 10 to 50',
  metric: 'Choose whether opens or clicks pick the winner',
  waitHours: 'Type the wait as a whole number of hours from 1 to 72',
} as const;

export const abTestMetricSchema = z.enum(['opens', 'clicks'], { error: AB_TEST_MESSAGES.metric });
export type AbTestMetric = z.infer<typeof abTestMetricSchema>;

/** The test as the editor saves it (A is the campaign's own subject and preheader). */
export const abTestDraftSchema = z.object({
  subjectB: textField({ label: 'Subject B', required: AB_TEST_MESSAGES.subjectBRequired, max: 200 }),
  preheaderB: textField({ label: 'Preheader B', max: 200 }).default(''),
  testPercent: wholeNumberField(AB_TEST_LIMITS.minPercent, AB_TEST_LIMITS.maxPercent, AB_TEST_MESSAGES.testPercent),
  metric: abTestMetricSchema,
  waitHours: wholeNumberField(AB_TEST_LIMITS.minWaitHours, AB_TEST_LIMITS.maxWaitHours, AB_TEST_MESSAGES.waitHours),
});
export type AbTestDraft = z.input<typeof abTestDraftSchema>;

/** The form's first values when the sender turns the test on. */
export const AB_TEST_DEFAULTS = {
  subjectB: '',
  preheaderB: '',
  testPercent: 20,
  metric: 'opens',
  waitHours: 4,
} as const;

export const abTestSchema = z.object({
  subjectB: z.string(),
  preheaderB: z.string(),
  testPercent: z.number().int(),
  metric: abTestMetricSchema,
  waitHours: z.number().int(),
  /** When the winner is (or was) picked: the start plus the wait; null before sending. */
  decideAt: z.iso.datetime().nullable(),
  winner: z.enum(['a', 'b']).nullable(),
  winnerPickedAt: z.iso.datetime().nullable(),
});
export type AbTest = z.infer<typeof abTestSchema>;

/** One variant's figures in the campaign stats: the test share that got it. */
export const abVariantStatsSchema = z.object({
  variant: z.enum(['a', 'b']),
  subject: z.string(),
  sent: z.number().int(),
  uniqueOpens: z.number().int(),
  uniqueClicks: z.number().int(),
  /** Shares of `sent`, 0 to 1. */
  openRate: z.number(),
  clickRate: z.number(),
});
export type AbVariantStats = z.infer<typeof abVariantStatsSchema>;

export const abTestStatsSchema = abTestSchema.extend({ variants: z.array(abVariantStatsSchema) });
export type AbTestStats = z.infer<typeof abTestStatsSchema>;

/** How many recipients test each variant: half the test share each, at least one each from two recipients. */
export function abVariantSize(total: number, testPercent: number): number {
  if (total < 2) return 0;
  return Math.max(1, Math.floor((total * testPercent) / 200));
}

/** The editor's line under the test: what happens, from the values as typed. */
export function abTestPreview(testPercent: string, metric: AbTestMetric, waitHours: string): string {
  const share = Number(testPercent);
  const hours = Number(waitHours);
  if (!Number.isInteger(share) || !Number.isInteger(hours) || share <= 0 || hours <= 0) return '';
  const half = share / 2;
  return `${half} % get A, ${half} % get B. After ${hours} ${hours === 1 ? 'hour' : 'hours'}, the other ${100 - share} % get the subject with more ${metric === 'clicks' ? 'clicks' : 'opens'} (A on a tie).`;
}
