import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, textField, wholeNumberField } from './fields';
import { formGuardFields } from './form-guard';
import { emailSchema } from './users';

/**
 * Contact requests from /consultation and /support (docs/product.md, Requisition): the public form,
 * and the admin's inbox with status and email replies.
 */
export const CONTACT_REQUEST_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter a valid email',
  phone: 'Please enter a phone number of 7 to 20 digits (spaces, +, -, dots and brackets are fine)',
  topic: 'Please choose a topic',
  message: 'Please write your message',
  messageLong: 'Your message must be at most 5,000 characters',
  consent: 'Please agree that we may use these details to answer your request',
  sent: 'Thank you. Your message has reached our team, and we will reply by email within one business day.',
  notFound: 'Contact request not found.',
  reply: 'Please write your reply',
  replyLong: 'The reply must be at most 10,000 characters',
  closed: 'This request is closed. Reopen it before replying.',
  cursor: 'The page cursor must be a request id',
} as const;

/** The wording beside the consent box (the page links "Privacy Policy"), recorded with every request. */
export const CONTACT_CONSENT_LEAD =
  'I agree that the team may use these details to answer my request, as described in the';
export const CONTACT_CONSENT = `${CONTACT_CONSENT_LEAD} Privacy Policy.`;

export const contactRequestKindSchema = z.enum(['consultation', 'support']);
export type ContactRequestKind = z.infer<typeof contactRequestKindSchema>;

export const CONTACT_TOPICS: Record<ContactRequestKind, readonly string[]> = {
  consultation: [
    'My learning path',
    'Risk and trading habits',
    'Email/SMS Marketing for my business',
    'Digital Billboard advertising',
    'Something else',
  ],
  support: [
    'Account and sign-in',
    'Payments and refunds',
    'Webinar access',
    'Affiliates and payouts',
    'Advertising',
    'Something else',
  ],
};

export const contactRequestStatusSchema = z.enum(['new', 'answered', 'closed']);
export type ContactRequestStatus = z.infer<typeof contactRequestStatusSchema>;
export const CONTACT_REQUEST_STATUS_LABELS: Record<ContactRequestStatus, string> = {
  new: 'New',
  answered: 'Answered',
  closed: 'Closed',
};

const PHONE = /^\+?[\d\s().-]{7,25}$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** An optional phone number: digits with the usual separators, 7 to 20 digits. */
export const phoneField = textField({ label: 'Phone', max: 25, tooLong: CONTACT_REQUEST_MESSAGES.phone }).refine(
  (value) => value === '' || (PHONE.test(value) && digitCount(value) >= 7 && digitCount(value) <= 20),
  CONTACT_REQUEST_MESSAGES.phone,
);

/** The form's fields (what the browser validates before sending). */
export const contactRequestFormSchema = z
  .object({
    kind: contactRequestKindSchema,
    name: textField({ label: 'Name', required: CONTACT_REQUEST_MESSAGES.name, max: 120 }),
    email: z
      .string({ error: CONTACT_REQUEST_MESSAGES.email })
      .pipe(emailSchema)
      .pipe(z.string().max(254, CONTACT_REQUEST_MESSAGES.email)),
    phone: phoneField.default(''),
    topic: z.string({ error: CONTACT_REQUEST_MESSAGES.topic }),
    message: textField({
      label: 'Message',
      required: CONTACT_REQUEST_MESSAGES.message,
      max: 5000,
      tooLong: CONTACT_REQUEST_MESSAGES.messageLong,
      multiline: true,
    }),
    consent: z.literal(true, { error: CONTACT_REQUEST_MESSAGES.consent }),
  })
  .refine((form) => CONTACT_TOPICS[form.kind].includes(form.topic), {
    path: ['topic'],
    message: CONTACT_REQUEST_MESSAGES.topic,
  });
export type ContactRequestForm = z.input<typeof contactRequestFormSchema>;

/** POST /api/v1/form: the form plus the bot guard's fields. */
export const contactRequestBodySchema = z.intersection(contactRequestFormSchema, z.object(formGuardFields));
export type ContactRequestBody = z.input<typeof contactRequestBodySchema>;

export const formAnswerSchema = z.object({ message: z.string() });

export const submitContactRequest = defineEndpoint({
  method: 'POST',
  path: '/api/v1/form',
  body: contactRequestBodySchema,
  response: formAnswerSchema,
});

export const contactReplySchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  body: z.string(),
  sentAt: z.iso.datetime(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const contactRequestSchema = z.object({
  id: z.number().int(),
  kind: contactRequestKindSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  topic: z.string(),
  message: z.string(),
  status: contactRequestStatusSchema,
  createdAt: z.iso.datetime(),
  replies: z.array(contactReplySchema),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const CONTACT_REQUESTS_PATH = '/api/v1/admin/contact-requests';

/** GET: newest first, keyset-paginated by `before`. */
export const contactRequestListQuerySchema = z.object({
  kind: contactRequestKindSchema.optional(),
  status: contactRequestStatusSchema.optional(),
  before: idField(CONTACT_REQUEST_MESSAGES.cursor).optional(),
  limit: wholeNumberField(1, 100, 'Limit must be a whole number from 1 to 100').default(50),
});
export type ContactRequestListQuery = z.input<typeof contactRequestListQuerySchema>;

export const contactRequestPageSchema = z.object({
  items: z.array(contactRequestSchema),
  nextBefore: z.number().int().nullable(),
  /** Requests with status `new`, whatever the filter (the tab's badge). */
  newCount: z.number().int(),
});
export type ContactRequestPage = z.infer<typeof contactRequestPageSchema>;

export const listContactRequests = defineEndpoint({
  method: 'GET',
  path: CONTACT_REQUESTS_PATH,
  query: contactRequestListQuerySchema,
  response: contactRequestPageSchema,
});

const requestParams = z.object({ id: idField(CONTACT_REQUEST_MESSAGES.notFound) });

export const contactReplyFormSchema = z.object({
  body: textField({
    label: 'Reply',
    required: CONTACT_REQUEST_MESSAGES.reply,
    max: 10_000,
    tooLong: CONTACT_REQUEST_MESSAGES.replyLong,
    multiline: true,
  }),
});
export type ContactReplyForm = z.input<typeof contactReplyFormSchema>;

/** Emails the reply to the requester (system mail) and marks the request answered. */
export const replyToContactRequest = defineEndpoint({
  method: 'POST',
  path: `${CONTACT_REQUESTS_PATH}/:id/reply`,
  params: requestParams,
  body: contactReplyFormSchema,
  response: contactRequestSchema,
});

export const setContactRequestStatus = defineEndpoint({
  method: 'PUT',
  path: `${CONTACT_REQUESTS_PATH}/:id/status`,
  params: requestParams,
  body: z.object({ status: contactRequestStatusSchema }),
  response: contactRequestSchema,
});
