import { z } from 'zod';
import { CREATIVE_MESSAGES, creativeParams, creativeSchema, creativeStatusSchema } from './billboard-creatives';
import { defineEndpoint } from './endpoint';
import { textField } from './fields';

/**
 * The billboard: its slots, the admin's review of creatives (billboard-creatives.ts), what public
 * pages show, and the impressions and clicks counted (docs/product.md, Digital billboard).
 */
export const BILLBOARD_SLOTS = {
  leaderboard: { width: 728, height: 90, label: 'Leaderboard 728 × 90 (wide screens)' },
  mobile: { width: 320, height: 100, label: 'Mobile banner 320 × 100 (phones)' },
  rectangle: { width: 300, height: 250, label: 'Rectangle 300 × 250 (beside articles)' },
} as const;
export type BillboardSlot = keyof typeof BILLBOARD_SLOTS;
export const BILLBOARD_SLOT_NAMES = Object.keys(BILLBOARD_SLOTS) as BillboardSlot[];

/** The admin's review queue and actions. */
export const adminCreativeSchema = creativeSchema.extend({ ownerId: z.number().int(), ownerName: z.string() });
export type AdminCreative = z.infer<typeof adminCreativeSchema>;

export const listAdminCreatives = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/billboard/creatives',
  query: z.object({ status: creativeStatusSchema.optional() }),
  response: z.array(adminCreativeSchema),
});

export const reviewCreativeSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('approve'),
      /**
       * The target URL the admin looked at. When given (the admin's review card always sends it), the
       * approval goes through only if the creative still links there (docs/product.md, Digital billboard).
       */
      targetUrl: z.string().max(2048).optional(),
    }),
    z.object({
      decision: z.literal('reject'),
      reason: textField({ label: 'Reason', required: CREATIVE_MESSAGES.reason, max: 500, multiline: true }),
    }),
    z.object({ decision: z.literal('pause') }),
  ],
  { error: 'Choose approve, reject or pause' },
);

export const reviewCreative = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/billboard/creatives/:id/review',
  params: creativeParams,
  body: reviewCreativeSchema,
  response: adminCreativeSchema,
});

/** A creative as a public page shows it (server-rendered). */
export const servedCreativeSchema = z.object({
  id: z.number().int(),
  format: z.enum(['image', 'text']),
  headline: z.string().nullable(),
  line: z.string().nullable(),
  altText: z.string().nullable(),
  images: z.record(z.string(), z.string()),
  /** Our click redirect (`/b/<id>/<signature>`), which only ever goes to the creative's own URL. */
  clickUrl: z.string(),
  /** What the impression beacon sends back once the slot is seen. */
  impressionToken: z.string(),
  /** The host the ad links to, shown under a text ad. */
  displayHost: z.string(),
});
export type ServedCreative = z.infer<typeof servedCreativeSchema>;

/** What a public page's billboard slot may show (the server renders it into the page; the browser asks on navigation). */
export const listServedCreatives = defineEndpoint({
  method: 'GET',
  path: '/api/v1/billboard/creatives',
  response: z.array(servedCreativeSchema),
});

export const BILLBOARD_IMPRESSION_PATH = '/api/v1/billboard/impressions';
export const BILLBOARD_CLICK_PATH = '/b/:id/:signature';

export const recordImpression = defineEndpoint({
  method: 'POST',
  path: BILLBOARD_IMPRESSION_PATH,
  body: z.object({ token: z.string().max(200) }),
  response: z.object({ counted: z.boolean() }),
});

export const creativeDaySchema = z.object({
  creativeId: z.number().int(),
  name: z.string(),
  day: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
});
export type CreativeDay = z.infer<typeof creativeDaySchema>;

export const getAdvertiserStats = defineEndpoint({
  method: 'GET',
  path: '/api/v1/advertiser/stats',
  response: z.array(creativeDaySchema),
});
export const ADVERTISER_STATS_CSV_PATH = '/api/v1/advertiser/stats.csv';

/** Every creative's days as CSV, for the admin. */
export const BILLBOARD_STATS_CSV_PATH = '/api/v1/admin/billboard/stats.csv';

export const getBillboardStats = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/billboard/stats',
  response: z.array(creativeDaySchema),
});
