import { z } from 'zod';
import { AB_TEST_MESSAGES, abTestDraftSchema, abTestSchema } from './campaigns-ab-test';
import { defineEndpoint } from './endpoint';
import { idField, textField, wholeNumberField } from './fields';

/**
 * Campaigns: one-off emails a Sales or Email Marketing user (or an admin) sends from their own
 * mailbox (docs/product.md, Email marketing from the sender's own mailbox). Staff see their own;
 * an admin sees every sender's.
 */
export const CAMPAIGN_MESSAGES = {
  notFound: 'Campaign not found',
  subjectRequired: 'Subject is required',
  bodyRequired: 'Write the message before sending',
  audienceRequired: 'Choose at least one list, tag or segment',
  sendAtInPast: 'Choose a time in the future',
  notEditable: 'Only draft campaigns can be edited',
  notDeletable: 'Only draft campaigns can be deleted',
  cannotSend: 'Only draft campaigns can be sent or scheduled',
  cannotPause: 'Only a scheduled or sending campaign can be paused',
  cannotResume: 'Only a paused campaign can be resumed',
  cannotCancel: 'This campaign has already finished',
  noCredentials: 'Save your email credentials before sending',
  noRecipients: 'No subscribed contacts match this audience',
  testFailed: 'The test email could not be sent. Check your email credentials and try again.',
} as const;

export const CAMPAIGN_LIMITS = { subject: 200, preheader: 200, html: 500_000, tags: 50, lists: 50, tag: 50 } as const;

export const campaignStatusSchema = z.enum(['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled']);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

export const audienceSchema = z.object({
  listIds: z
    .array(idField('List ids must be whole numbers from 1 to 2147483647'))
    .max(CAMPAIGN_LIMITS.lists, `Choose at most ${CAMPAIGN_LIMITS.lists} lists`)
    .default([]),
  tags: z
    .array(textField({ label: 'Tag', required: 'Tags must not be blank', max: CAMPAIGN_LIMITS.tag }))
    .max(CAMPAIGN_LIMITS.tags, `Choose at most ${CAMPAIGN_LIMITS.tags} tags`)
    .default([]),
  /** One of the sender's segments (docs/product.md, Segments), evaluated when sending starts; null: none. */
  segmentId: idField('Choose a segment from the list').nullable().optional(),
});
export type Audience = z.infer<typeof audienceSchema>;

/**
 * A draft as the editor saves it. The body is HTML from the rich-text editor with merge fields such
 * as `{{firstName}}` or `{{firstName|there}}` (fallback after the bar); the server sanitises it.
 */
export const campaignDraftSchema = z
  .object({
    subject: textField({ label: 'Subject', required: CAMPAIGN_MESSAGES.subjectRequired, max: CAMPAIGN_LIMITS.subject }),
    preheader: textField({ label: 'Preheader', max: CAMPAIGN_LIMITS.preheader }).default(''),
    html: z
      .string({ error: 'Body must be text' })
      .max(CAMPAIGN_LIMITS.html, 'The message is too long (at most 500,000 characters of HTML)')
      .default(''),
    audience: audienceSchema.default({ listIds: [], tags: [] }),
    /** A subject-line A/B test (campaigns-ab-test.ts), or null for one subject. */
    abTest: abTestDraftSchema.nullable().default(null),
  })
  .refine((draft) => !draft.abTest || draft.abTest.subjectB.toLowerCase() !== draft.subject.toLowerCase(), {
    path: ['abTest', 'subjectB'],
    message: AB_TEST_MESSAGES.sameSubject,
  });
export type CampaignDraft = z.input<typeof campaignDraftSchema>;

export const campaignProgressSchema = z.object({
  /** Recipients chosen when sending started (0 before). */
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Suppressed after the audience was chosen (unsubscribed meanwhile) or over the frequency cap, so not sent. */
  skipped: z.number().int(),
  pending: z.number().int(),
});

export const campaignSchema = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  /** The sender's name and address as the campaign list shows them (admins see every sender's). */
  ownerName: z.string(),
  fromAddress: z.string().nullable(),
  subject: z.string(),
  preheader: z.string(),
  html: z.string(),
  audience: z.object({
    listIds: z.array(z.number().int()),
    tags: z.array(z.string()),
    segmentId: z.number().int().nullable(),
  }),
  /** The audience's lists by name (each sender's own; admins see every sender's), deleted ones left out. */
  audienceLists: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The audience's segment by name; null when there is none or it was deleted. */
  audienceSegment: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: campaignStatusSchema,
  sendAt: z.iso.datetime().nullable(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  progress: campaignProgressSchema,
  abTest: abTestSchema.nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListQuerySchema = z.object({
  status: campaignStatusSchema.optional(),
  search: textField({ label: 'Search', max: 100 }).optional(),
  /** Admins only: one sender's campaigns. */
  ownerId: idField('Sender id must be a whole number from 1 to 2147483647').optional(),
  /** Keyset pagination: the last id of the previous page (newest first). */
  before: idField('Cursor must be a whole number from 1 to 2147483647').optional(),
  limit: wholeNumberField(1, 100, 'Limit must be a whole number from 1 to 100').default(25),
});
export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;

export const campaignPageSchema = z.object({
  items: z.array(campaignSchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});

export const campaignIdParams = z.object({ id: idField(CAMPAIGN_MESSAGES.notFound) });

export const listCampaigns = defineEndpoint({
  method: 'GET',
  path: '/api/v1/campaigns',
  query: campaignListQuerySchema,
  response: campaignPageSchema,
});

export const createCampaign = defineEndpoint({
  method: 'POST',
  path: '/api/v1/campaigns',
  body: campaignDraftSchema,
  response: campaignSchema,
});

export const getCampaign = defineEndpoint({
  method: 'GET',
  path: '/api/v1/campaigns/:id',
  params: campaignIdParams,
  response: campaignSchema,
});

export const updateCampaign = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/campaigns/:id',
  params: campaignIdParams,
  body: campaignDraftSchema,
  response: campaignSchema,
});

export const deleteCampaign = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/campaigns/:id',
  params: campaignIdParams,
  response: z.object({ deleted: z.literal(true) }),
});

/** Sends the saved draft to the sender's own address, marked as a test, with the first recipient's merge data. */
export const testCampaign = defineEndpoint({
  method: 'POST',
  path: '/api/v1/campaigns/:id/test',
  params: campaignIdParams,
  response: z.object({ sentTo: z.string() }),
});

export const sendCampaignBodySchema = z.object({
  /** Schedules instead of sending now; must be in the future. */
  sendAt: z.iso.datetime({ offset: true, error: 'Send time must be a date and time' }).optional(),
});

export const sendCampaign = defineEndpoint({
  method: 'POST',
  path: '/api/v1/campaigns/:id/send',
  params: campaignIdParams,
  body: sendCampaignBodySchema,
  response: campaignSchema,
});

export const pauseCampaign = defineEndpoint({
  method: 'POST',
  path: '/api/v1/campaigns/:id/pause',
  params: campaignIdParams,
  response: campaignSchema,
});

export const resumeCampaign = defineEndpoint({
  method: 'POST',
  path: '/api/v1/campaigns/:id/resume',
  params: campaignIdParams,
  response: campaignSchema,
});

export const cancelCampaign = defineEndpoint({
  method: 'POST',
  path: '/api/v1/campaigns/:id/cancel',
  params: campaignIdParams,
  response: campaignSchema,
});

/** Public tracking and unsubscribe paths (no sign-in): open pixel, click redirect, unsubscribe page and one-click POST. */
export const TRACKING_PATHS = {
  open: '/t/o/:token',
  click: '/t/c/:token',
  unsubscribe: '/t/u/:token',
} as const;
