import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, textField, withoutControls } from './fields';
import { uploadRequestFields, uploadTargetSchema, type UploadRules } from './uploads';

/**
 * Billboard creatives: image banners (resized into every slot size) and text ads, their review by
 * an admin, and their impressions and clicks (docs/product.md, Digital billboard).
 */
export const BILLBOARD_SLOTS = {
  leaderboard: { width: 728, height: 90, label: 'Leaderboard 728 × 90 (wide screens)' },
  mobile: { width: 320, height: 100, label: 'Mobile banner 320 × 100 (phones)' },
  rectangle: { width: 300, height: 250, label: 'Rectangle 300 × 250 (beside articles)' },
} as const;
export type BillboardSlot = keyof typeof BILLBOARD_SLOTS;
export const BILLBOARD_SLOT_NAMES = Object.keys(BILLBOARD_SLOTS) as BillboardSlot[];

export const CREATIVE_MESSAGES = {
  notFound: 'Creative not found',
  name: 'Give the creative a name',
  headline: 'A text ad needs a headline',
  line: 'A text ad needs a line of text',
  altText: 'Describe the banner for people who cannot see it',
  image: 'Upload the banner image',
  targetUrl: 'Enter the https:// address the ad links to',
  schedule: 'The end must be after the start',
  contentType: 'Upload a JPEG, PNG or WebP image',
  tooLarge: 'The image must be at most 5 MB',
  notImage: 'That file is not a JPEG, PNG or WebP image',
  tooSmall: 'The image must be at least 728 pixels wide and 90 pixels high',
  tooManyPixels: 'The image must be at most 40 megapixels',
  uploadMissing: 'The upload was not found or has expired. Upload the image again.',
  changed: 'This creative was reviewed while you were editing it. Open it again to see it as it is now.',
  changedWhileReviewed:
    'The advertiser changed where this creative links while you were reviewing it. Look at it again before approving.',
  notSubmittable: 'Only a draft or rejected creative can be submitted for review',
  reason: 'Say why the creative is rejected, so the advertiser can fix it',
  noPlan: 'Your plan is not active, so the creative cannot be shown yet',
} as const;

/** A banner's source image: what its upload takes (uploads.ts), and the pixel limits checked once it is stored. */
export const CREATIVE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** The source must be as wide as the widest slot. */
  minWidth: 728,
  minHeight: 90,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'] as const,
  messages: {
    type: CREATIVE_MESSAGES.contentType,
    size: CREATIVE_MESSAGES.tooLarge,
    empty: CREATIVE_MESSAGES.notImage,
    tooLarge: CREATIVE_MESSAGES.tooLarge,
    missing: CREATIVE_MESSAGES.uploadMissing,
    content: CREATIVE_MESSAGES.notImage,
  },
} as const satisfies UploadRules & { maxPixels: number; minWidth: number; minHeight: number };

export const CREATIVE_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'paused'] as const;
export const creativeStatusSchema = z.enum(CREATIVE_STATUSES);
export type CreativeStatus = z.infer<typeof creativeStatusSchema>;

export const CREATIVE_STATUS_LABELS: Record<CreativeStatus, string> = {
  draft: 'Draft',
  pending: 'Awaiting review',
  approved: 'Approved',
  rejected: 'Rejected',
  paused: 'Paused',
};

const httpsUrl = withoutControls(
  z
    .string({ error: CREATIVE_MESSAGES.targetUrl })
    .trim()
    .max(2000, CREATIVE_MESSAGES.targetUrl)
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return url.protocol === 'https:' && !url.username && !url.password && url.hostname.includes('.');
    }, CREATIVE_MESSAGES.targetUrl),
  'Target URL',
);

const optionalDate = z
  .union([z.iso.datetime({ offset: true, error: 'Enter a date and time' }), z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

export const creativeInputSchema = z
  .object({
    format: z.enum(['image', 'text'], { error: 'Choose an image banner or a text ad' }),
    name: textField({ label: 'Name', required: CREATIVE_MESSAGES.name, max: 80 }),
    headline: textField({ label: 'Headline', max: 60 }).optional(),
    line: textField({ label: 'Line', max: 120 }).optional(),
    altText: textField({ label: 'Image description', max: 150 }).optional(),
    targetUrl: httpsUrl,
    /** The key of a presigned upload (image banners; omitted on update to keep the current image). */
    uploadKey: z.string().max(300).optional(),
    startsAt: optionalDate,
    endsAt: optionalDate,
  })
  .superRefine((input, ctx) => {
    if (input.format === 'text') {
      if (!input.headline) ctx.addIssue({ code: 'custom', path: ['headline'], message: CREATIVE_MESSAGES.headline });
      if (!input.line) ctx.addIssue({ code: 'custom', path: ['line'], message: CREATIVE_MESSAGES.line });
    } else if (!input.altText) {
      ctx.addIssue({ code: 'custom', path: ['altText'], message: CREATIVE_MESSAGES.altText });
    }
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: CREATIVE_MESSAGES.schedule });
    }
  });
export type CreativeInput = z.input<typeof creativeInputSchema>;

export const creativeSchema = z.object({
  id: z.number().int(),
  format: z.enum(['image', 'text']),
  name: z.string(),
  headline: z.string().nullable(),
  line: z.string().nullable(),
  altText: z.string().nullable(),
  targetUrl: z.string(),
  /** Slot → public URL of the resized banner (image creatives). */
  images: z.record(z.string(), z.string()),
  status: creativeStatusSchema,
  rejectionReason: z.string().nullable(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Creative = z.infer<typeof creativeSchema>;

const creativeParams = z.object({ id: idField(CREATIVE_MESSAGES.notFound) });

export const presignCreativeUpload = defineEndpoint({
  method: 'POST',
  path: '/api/v1/advertiser/uploads',
  body: z.object(uploadRequestFields(CREATIVE_UPLOAD)),
  response: uploadTargetSchema,
});

export const listCreatives = defineEndpoint({
  method: 'GET',
  path: '/api/v1/advertiser/creatives',
  response: z.array(creativeSchema),
});

export const createCreative = defineEndpoint({
  method: 'POST',
  path: '/api/v1/advertiser/creatives',
  body: creativeInputSchema,
  response: creativeSchema,
});

export const getCreative = defineEndpoint({
  method: 'GET',
  path: '/api/v1/advertiser/creatives/:id',
  params: creativeParams,
  response: creativeSchema,
});

export const updateCreative = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/advertiser/creatives/:id',
  params: creativeParams,
  body: creativeInputSchema,
  response: creativeSchema,
});

export const submitCreative = defineEndpoint({
  method: 'POST',
  path: '/api/v1/advertiser/creatives/:id/submit',
  params: creativeParams,
  response: creativeSchema,
});

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
