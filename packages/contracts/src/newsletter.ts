import { z } from 'zod';
import { referralOf } from './referral-links-code';
import { defineEndpoint } from './endpoint';
import { idField, textField, wholeNumberField } from './fields';
import { NEWSLETTER_CONSENT } from './newsletter-consent';
import { emailSchema } from './users';

/**
 * Newsletter subscriptions with double opt-in (docs/decisions/2026-11-23-newsletter-subscriptions.md):
 * every message the subscribe form, the confirm and unsubscribe pages and the admin's Email
 * Subscribers section show.
 */
export const NEWSLETTER_MESSAGES = {
  email: 'Please enter a valid email',
  firstName: 'First name must be at most 100 characters',
  /** The one answer to every subscribe, known address or not. */
  checkInbox: 'Almost there: check your inbox and click the link in our email to confirm your subscription.',
  /** The wording shown under every subscribe form and recorded with each consent. */
  consent: NEWSLETTER_CONSENT,
  confirmed: "You're subscribed. Thank you for confirming your email address.",
  confirmInvalid: 'This confirmation link is not valid. Subscribe again to get a new one.',
  confirmExpired: 'This confirmation link has expired. Subscribe again to get a new one.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Use the link in the latest newsletter email.',
  unsubscribed: 'You are unsubscribed. You will not receive the newsletter any more.',
  resubscribed: "You're subscribed again.",
  notFound: 'Subscriber not found.',
  cursor: 'The page cursor must be a subscriber id',
  consentBasis: 'State the consent basis for these addresses (for example "Signed up at our 2026 seminar").',
  consentBasisLong: 'The consent basis must be at most 500 characters',
  fileMissing: 'Choose a CSV file to import.',
  fileTooLarge: 'The file is larger than 5 MB. Split it into smaller files and import each one.',
  emailColumn: 'The file needs a column named "email" (or "Email address").',
} as const;

export const NEWSLETTER_LIMITS = { pageSize: 50, confirmHours: 72, resendMinutes: 10, csvBytes: 5 * 1024 * 1024 };

export const subscriberStatusSchema = z.enum(['pending', 'confirmed', 'unsubscribed', 'bounced']);
export type SubscriberStatus = z.infer<typeof subscriberStatusSchema>;

const subscribeEmail = z
  .string({ error: NEWSLETTER_MESSAGES.email })
  .pipe(emailSchema)
  .pipe(z.string().max(254, NEWSLETTER_MESSAGES.email));

/** The form's fields (what the browser validates before sending). */
export const subscribeFormSchema = z.object({
  email: subscribeEmail,
  firstName: textField({ label: 'First name', max: 100, tooLong: NEWSLETTER_MESSAGES.firstName }).optional(),
});
export type SubscribeForm = z.input<typeof subscribeFormSchema>;

/**
 * POST /api/v1/newsletter/subscribe: the form, the page it was on (`source`, a path) and the referral
 * the browser kept (`ref`: a referral code, or an old link's user id; anything else is ignored, never refused).
 */
export const subscribeBodySchema = subscribeFormSchema.extend({
  source: z
    .string()
    .max(200)
    .regex(/^\/[^\s]*$/)
    .optional()
    .catch(undefined),
  ref: z.unknown().optional().transform(referralOf),
});
export type SubscribeBody = z.input<typeof subscribeBodySchema>;
export type SubscribeInput = z.output<typeof subscribeBodySchema>;

export const subscribeAnswerSchema = z.object({ message: z.string() });

export const subscribeNewsletter = defineEndpoint({
  method: 'POST',
  path: '/api/v1/newsletter/subscribe',
  body: subscribeBodySchema,
  response: subscribeAnswerSchema,
});

/** The outcome of a confirm or unsubscribe link, with the message the page shows. */
export const linkOutcomeSchema = z.object({
  outcome: z.enum(['confirmed', 'expired', 'invalid', 'unsubscribed', 'resubscribed']),
  message: z.string(),
});
export type LinkOutcome = z.infer<typeof linkOutcomeSchema>;

const tokenField = z.string().max(200).catch('');

/**
 * GET /api/v1/newsletter/confirm/:token: confirms the subscription. A state-changing GET, on purpose:
 * the token is single-purpose and single-use, so a mail scanner following it confirms only what the
 * address's owner asked for (see the decision file).
 */
export const confirmNewsletter = defineEndpoint({
  method: 'GET',
  path: '/api/v1/newsletter/confirm/:token',
  params: z.object({ token: tokenField }),
  response: linkOutcomeSchema,
});

/** The preferences link in every newsletter mail: a signed token naming the subscriber. */
export const preferencesParams = z.object({ token: tokenField });
export const preferencesSchema = z.object({ email: z.string(), status: subscriberStatusSchema });
export type NewsletterPreferences = z.infer<typeof preferencesSchema>;

export const getNewsletterPreferences = defineEndpoint({
  method: 'GET',
  path: '/api/v1/newsletter/preferences/:token',
  params: preferencesParams,
  response: preferencesSchema,
});

/** One-click unsubscribe (also the List-Unsubscribe-Post target) or subscribing again. */
export const updateNewsletterPreferences = defineEndpoint({
  method: 'POST',
  path: '/api/v1/newsletter/preferences/:token',
  params: preferencesParams,
  body: z.object({ subscribed: z.boolean().default(false) }),
  response: linkOutcomeSchema,
});

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  status: subscriberStatusSchema,
  source: z.string(),
  referringAffiliateId: z.number().int().nullable(),
  /** The referring affiliate's name; null when nobody referred the subscriber or the account is gone. */
  referringAffiliateName: z.string().nullable(),
  consentWording: z.string(),
  createdAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
  unsubscribedAt: z.iso.datetime().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** GET /api/v1/admin/newsletter/subscribers: newest first, keyset-paginated by `before`. */
export const subscriberListQuerySchema = z.object({
  search: textField({ label: 'Search', max: 100 }).optional(),
  status: subscriberStatusSchema.optional(),
  before: idField(NEWSLETTER_MESSAGES.cursor).optional(),
  limit: wholeNumberField(1, 200, 'Limit must be a whole number from 1 to 200').default(NEWSLETTER_LIMITS.pageSize),
});
export type SubscriberListQuery = z.input<typeof subscriberListQuerySchema>;

export const subscriberPageSchema = z.object({
  items: z.array(subscriberSchema),
  nextBefore: z.number().int().nullable(),
  total: z.number().int(),
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

export const SUBSCRIBERS_PATH = '/api/v1/admin/newsletter/subscribers';
export const SUBSCRIBERS_CSV_PATH = `${SUBSCRIBERS_PATH}.csv`;

export const listSubscribers = defineEndpoint({
  method: 'GET',
  path: SUBSCRIBERS_PATH,
  query: subscriberListQuerySchema,
  response: subscriberPageSchema,
});

/** CSV import: the file's text and the consent basis the admin states, recorded on every imported row. */
export const importSubscribersSchema = z.object({
  csv: z
    .string({ error: NEWSLETTER_MESSAGES.fileMissing })
    .max(NEWSLETTER_LIMITS.csvBytes, NEWSLETTER_MESSAGES.fileTooLarge)
    .refine((text) => text.trim().length > 0, NEWSLETTER_MESSAGES.fileMissing),
  consentBasis: textField({
    label: 'Consent basis',
    required: NEWSLETTER_MESSAGES.consentBasis,
    max: 500,
    tooLong: NEWSLETTER_MESSAGES.consentBasisLong,
  }),
});
export type ImportSubscribers = z.input<typeof importSubscribersSchema>;

export const subscriberImportResultSchema = z.object({
  added: z.number().int(),
  /** Addresses already on the list (left as they are). */
  existing: z.number().int(),
  /** Addresses erased on request earlier: refused. */
  erased: z.number().int(),
  invalid: z.number().int(),
});
export type SubscriberImportResult = z.infer<typeof subscriberImportResultSchema>;

export const importSubscribers = defineEndpoint({
  method: 'POST',
  path: `${SUBSCRIBERS_PATH}/import`,
  body: importSubscribersSchema,
  response: subscriberImportResultSchema,
});

/** GDPR erasure: the row goes, a hash of the address stays so it is never added again. */
export const eraseSubscriber = defineEndpoint({
  method: 'DELETE',
  path: `${SUBSCRIBERS_PATH}/:id`,
  params: z.object({ id: idField(NEWSLETTER_MESSAGES.notFound) }),
  response: z.object({ erased: z.literal(true) }),
});
