import { z } from 'zod';
import { contactStatusSchema, tagSchema } from './contacts';
import { defineEndpoint } from './endpoint';
import { idField, textField, wholeNumberField } from './fields';

/**
 * Segments (docs/product.md, Segments): a sender's saved audience, defined by rules over their contacts
 * and what those people did, matched all together or any one. Evaluated when used, never stored.
 */
export const SEGMENT_MESSAGES = {
  notFound: 'Segment not found.',
  nameRequired: 'Name the segment',
  nameTaken: 'You already have a segment with this name.',
  rulesRequired: 'Add at least one condition',
  tooManyRules: 'A segment has at most 20 conditions',
  ruleKind: 'Choose what the condition looks at',
  operator: 'Choose how the condition compares',
  valueRequired: 'Type the value to compare with',
  days: 'Days must be a whole number from 1 to 3650',
  unknownList: 'This list no longer exists. Choose another list.',
  unknownCampaign: 'This campaign no longer exists. Choose another campaign, or any campaign.',
  unknownSession: 'This session no longer exists. Choose another session, or any session.',
  inUseCampaign: 'This segment is the audience of a scheduled campaign. Change that campaign’s audience first.',
  inUseAutomation: 'An active sequence starts only for people in this segment. Pause it or change its filter first.',
  unknownSegment: 'This segment no longer exists. Choose another segment.',
} as const;

export const SEGMENT_LIMITS = { name: 80, rules: 20, value: 200, days: 3650, preview: 20 } as const;

const value = textField({ label: 'Value', required: SEGMENT_MESSAGES.valueRequired, max: SEGMENT_LIMITS.value });
const days = wholeNumberField(1, SEGMENT_LIMITS.days, SEGMENT_MESSAGES.days);
/** A window "in the last N days", or null for any time. */
const windowDays = days.nullable().default(null);
const op = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: SEGMENT_MESSAGES.operator });

export const SEGMENT_CONTACT_FIELDS = ['email', 'firstName', 'lastName'] as const;
export const SEGMENT_TEXT_OPERATORS = ['is', 'isNot', 'contains', 'notContains', 'startsWith'] as const;
export const SEGMENT_ENGAGEMENT_OPERATORS = ['opened', 'clicked', 'notOpened', 'notClicked'] as const;
export const SEGMENT_WEBINAR_OPERATORS = [
  'registered',
  'paid',
  'attended',
  'notRegistered',
  'notPaid',
  'notAttended',
] as const;
export const SEGMENT_NEWSLETTER_STATUSES = ['subscribed', 'confirmed', 'unsubscribed'] as const;

/**
 * One condition. Every kind has an operator that says both what is compared and whether it is
 * negated, so "never opened anything" is `engagement notOpened` with no campaign and no window.
 */
export const segmentRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('contactField'),
      field: z.enum(SEGMENT_CONTACT_FIELDS, { error: 'Choose email, first name or last name' }),
      op: op(SEGMENT_TEXT_OPERATORS),
      value,
    }),
    z.object({ kind: z.literal('contactStatus'), op: op(['is', 'isNot']), status: contactStatusSchema }),
    z.object({ kind: z.literal('contactAdded'), op: op(['withinDays', 'beforeDays']), days }),
    z.object({ kind: z.literal('tag'), op: op(['has', 'hasNot']), tag: tagSchema }),
    z.object({
      kind: z.literal('list'),
      op: op(['in', 'notIn']),
      listId: idField(SEGMENT_MESSAGES.unknownList),
    }),
    z.object({
      kind: z.literal('answer'),
      op: op(['is', 'isNot']),
      question: textField({ label: 'Question', required: 'Type the question to match', max: SEGMENT_LIMITS.value }),
      answer: textField({ label: 'Answer', required: 'Type the answer to match', max: SEGMENT_LIMITS.value }),
    }),
    z.object({
      kind: z.literal('engagement'),
      op: op(SEGMENT_ENGAGEMENT_OPERATORS),
      /** One campaign, or null for any email the sender sent (campaigns and sequence emails). */
      campaignId: idField(SEGMENT_MESSAGES.unknownCampaign).nullable().default(null),
      days: windowDays,
    }),
    z.object({
      kind: z.literal('webinar'),
      op: op(SEGMENT_WEBINAR_OPERATORS),
      /** One session, or null for any session. */
      sessionId: idField(SEGMENT_MESSAGES.unknownSession).nullable().default(null),
      days: windowDays,
    }),
    z.object({
      kind: z.literal('newsletter'),
      op: op(['is', 'isNot']),
      status: z.enum(SEGMENT_NEWSLETTER_STATUSES, { error: 'Choose subscribed, confirmed or unsubscribed' }),
    }),
    z.object({ kind: z.literal('source'), op: op(['is', 'isNot']), source: z.literal('affiliate') }),
  ],
  { error: SEGMENT_MESSAGES.ruleKind },
);
export type SegmentRule = z.output<typeof segmentRuleSchema>;
export type SegmentRuleInput = z.input<typeof segmentRuleSchema>;
export type SegmentRuleKind = SegmentRule['kind'];

/** The rules and how they combine: `all` (every condition) or `any` (at least one). */
export const segmentDefinitionSchema = z.object({
  match: z.enum(['all', 'any'], { error: 'Choose all or any' }).default('all'),
  rules: z
    .array(segmentRuleSchema, { error: SEGMENT_MESSAGES.rulesRequired })
    .min(1, SEGMENT_MESSAGES.rulesRequired)
    .max(SEGMENT_LIMITS.rules, SEGMENT_MESSAGES.tooManyRules),
});
export type SegmentDefinition = z.output<typeof segmentDefinitionSchema>;

export const segmentFormSchema = segmentDefinitionSchema.extend({
  name: textField({ label: 'Segment name', required: SEGMENT_MESSAGES.nameRequired, max: SEGMENT_LIMITS.name }),
});
export type SegmentForm = z.input<typeof segmentFormSchema>;

export const segmentSchema = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  name: z.string(),
  match: z.enum(['all', 'any']),
  rules: z.array(segmentRuleSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Segment = z.infer<typeof segmentSchema>;

/** The live count while editing: the unsaved rules, for the segment's owner (a new one: the caller). */
export const segmentPreviewSchema = segmentDefinitionSchema.extend({
  segmentId: idField(SEGMENT_MESSAGES.notFound).optional(),
});
export type SegmentPreviewInput = z.input<typeof segmentPreviewSchema>;

export const segmentPreviewResultSchema = z.object({
  /** Every matching contact, whatever their status. */
  count: z.number().int(),
  /** Of those, the subscribed and unsuppressed ones a campaign would mail. */
  mailable: z.number().int(),
  /** The first page, newest contact first. */
  contacts: z.array(z.object({ id: z.number().int(), email: z.string(), firstName: z.string(), lastName: z.string() })),
});
export type SegmentPreviewResult = z.infer<typeof segmentPreviewResultSchema>;

const segmentIdParams = z.object({ id: idField(SEGMENT_MESSAGES.notFound) });

/** The caller's segments by name (an admin's `scope=all`: everyone's). */
export const listSegments = defineEndpoint({
  method: 'GET',
  path: '/api/v1/segments',
  query: z.object({ scope: z.enum(['own', 'all']).default('own') }),
  response: z.array(segmentSchema),
});

export const getSegment = defineEndpoint({
  method: 'GET',
  path: '/api/v1/segments/:id',
  params: segmentIdParams,
  response: segmentSchema,
});

export const createSegment = defineEndpoint({
  method: 'POST',
  path: '/api/v1/segments',
  body: segmentFormSchema,
  response: segmentSchema,
});

export const updateSegment = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/segments/:id',
  params: segmentIdParams,
  body: segmentFormSchema,
  response: segmentSchema,
});

/** Refused (409) while a scheduled campaign or an active sequence uses it. */
export const deleteSegment = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/segments/:id',
  params: segmentIdParams,
  response: z.object({ id: z.number().int() }),
});

export const previewSegment = defineEndpoint({
  method: 'POST',
  path: '/api/v1/segments/preview',
  body: segmentPreviewSchema,
  response: segmentPreviewResultSchema,
});
