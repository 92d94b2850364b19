import { z } from 'zod';
import { abTestStatsSchema } from './campaigns-ab-test';
import { campaignIdParams, campaignProgressSchema, campaignStatusSchema } from './campaigns';
import { defineEndpoint } from './endpoint';
import { idField } from './fields';

/** The numbers of one campaign, or of one sender's or all campaigns (KPI). */
export const engagementCountsSchema = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  opens: z.number().int(),
  uniqueOpens: z.number().int(),
  clicks: z.number().int(),
  uniqueClicks: z.number().int(),
  unsubscribes: z.number().int(),
  /** Immediate refusals and bounces read back from the sender's mailbox, once per message. */
  bounces: z.number().int(),
  /** Spam complaints (feedback reports) read back from the sender's mailbox, once per message. */
  complaints: z.number().int(),
  /** Shares of `sent`, 0 to 1 (0 when nothing was sent). */
  openRate: z.number(),
  clickRate: z.number(),
  unsubscribeRate: z.number(),
  bounceRate: z.number(),
});
export type EngagementCounts = z.infer<typeof engagementCountsSchema>;

/** One day's counts (UTC day) for the chart over time. */
export const engagementDaySchema = z.object({
  day: z.iso.date(),
  sent: z.number().int(),
  uniqueOpens: z.number().int(),
  uniqueClicks: z.number().int(),
  unsubscribes: z.number().int(),
  bounces: z.number().int(),
});

export const campaignStatsSchema = z.object({
  campaignId: z.number().int(),
  status: campaignStatusSchema,
  progress: campaignProgressSchema,
  totals: engagementCountsSchema,
  /** Recipients skipped because the address had reached the frequency cap (docs/product.md, Frequency cap). */
  capped: z.number().int(),
  /** The subject-line A/B test: both variants' figures and the winner; null without a test. */
  abTest: abTestStatsSchema.nullable(),
  days: z.array(engagementDaySchema),
  /** Clicks per link in the campaign, most clicked first. */
  links: z.array(z.object({ url: z.string(), clicks: z.number().int(), uniqueClicks: z.number().int() })),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

export const getCampaignStats = defineEndpoint({
  method: 'GET',
  path: '/api/v1/campaigns/:id/stats',
  params: campaignIdParams,
  response: campaignStatsSchema,
});

export const emailKpiQuerySchema = z.object({
  /** Inclusive UTC days; default the last 30 days. */
  from: z.iso.date({ error: 'From must be a date (YYYY-MM-DD)' }).optional(),
  to: z.iso.date({ error: 'To must be a date (YYYY-MM-DD)' }).optional(),
  /** Admins only: one sender. */
  ownerId: idField('Sender id must be a whole number from 1 to 2147483647').optional(),
});
export type EmailKpiQuery = z.input<typeof emailKpiQuerySchema>;

/**
 * Email Marketing KPI: staff get their own campaigns, an admin every sender's (or one sender's).
 * Counts are of events inside the period, for campaigns that sent anything in it.
 */
export const emailKpiSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  totals: engagementCountsSchema,
  days: z.array(engagementDaySchema),
  campaigns: z.array(
    engagementCountsSchema.extend({
      campaignId: z.number().int(),
      /** A sender's campaign, a newsletter issue, or an automation sequence's email step. */
      kind: z.enum(['campaign', 'newsletter', 'automation']),
      subject: z.string(),
      ownerName: z.string(),
      status: campaignStatusSchema,
      startedAt: z.iso.datetime().nullable(),
    }),
  ),
  senders: z.array(engagementCountsSchema.extend({ ownerId: z.number().int(), ownerName: z.string() })),
});
export type EmailKpi = z.infer<typeof emailKpiSchema>;

export const getEmailKpi = defineEndpoint({
  method: 'GET',
  path: '/api/v1/campaigns/kpi',
  query: emailKpiQuerySchema,
  response: emailKpiSchema,
});
