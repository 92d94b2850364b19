import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, textField, withoutControls } from './fields';
import { uploadRequestFields, uploadTargetSchema, type UploadRules } from './uploads';

/**
 * An advertiser's creatives: image banners (resized into every slot size of billboard.ts) and text
 * ads, as advertisers upload, edit and submit them for review (docs/product.md, Digital billboard).
 */
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

export const creativeParams = z.object({ id: idField(CREATIVE_MESSAGES.notFound) });

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
