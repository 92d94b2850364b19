import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, textField, wholeNumberField } from './fields';
import { keysetCursorField } from './keyset-cursor';
import { registrationStatusSchema } from './rsvp';
import { sessionIdParams } from './webinars';
import { registrationAnswerSchema } from './webinars-questions';

export const RSVP_ADMIN_MESSAGES = {
  holdLimit: 'Enter a whole number from 1 to 10,000',
  notFound: 'Registration not found',
  cancelNotAllowed: 'Only pending or paid registrations can be cancelled',
  refundNotAllowed: 'Only paid registrations can be refunded',
  resendNotAllowed: 'Confirmations are sent only for paid registrations',
  refundFailed: 'The payment provider refused the refund. Nothing was changed; please try again.',
  cursor: 'The page cursor is not valid. Reload the list from its first page.',
} as const;

/** Registrations per page of the admin list. */
export const RSVP_PAGE_SIZE = 50;

/** The admin RSVP list's filters (also the CSV export's). */
export const rsvpFilterSchema = z.object({
  sessionId: idField('Session id must be a whole number from 1 to 2147483647').optional(),
  status: registrationStatusSchema.optional(),
  /** Name, email or phone, case-insensitive. */
  search: textField({ label: 'Search', max: 100 }).optional(),
});

/**
 * GET /api/v1/admin/rsvps: newest first (registered at, then id), keyset-paginated: `after` is the
 * previous page's `nextCursor`.
 */
export const rsvpListQuerySchema = rsvpFilterSchema.extend({
  after: keysetCursorField(RSVP_ADMIN_MESSAGES.cursor).optional(),
  limit: wholeNumberField(1, 200, 'Limit must be a whole number from 1 to 200').default(RSVP_PAGE_SIZE),
});
export type RsvpListQuery = z.input<typeof rsvpListQuerySchema>;

export const rsvpRowSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  sessionTitle: z.string(),
  sessionStartsAt: z.iso.datetime(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  status: registrationStatusSchema,
  /** 0 when nobody referred the visitor (docs/product.md, Referrals). */
  affiliateId: z.number().int(),
  /** The referring affiliate's name; null when nobody referred the visitor or the account is gone. */
  affiliateName: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  holdExpiresAt: z.iso.datetime(),
  confirmationSentAt: z.iso.datetime().nullable(),
  /** Answers to the session's registration questions, in question order (docs/product.md, Registration questions). */
  answers: z.array(registrationAnswerSchema),
});
export type RsvpRow = z.infer<typeof rsvpRowSchema>;

export const rsvpPageSchema = z.object({
  items: z.array(rsvpRowSchema),
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type RsvpPage = z.infer<typeof rsvpPageSchema>;

export const listRsvps = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/rsvps',
  query: rsvpListQuerySchema,
  response: rsvpPageSchema,
});

/** Not an envelope endpoint: answers text/csv with a Content-Disposition file name. */
export const RSVP_EXPORT_PATH = '/api/v1/admin/rsvps/export.csv';

const rsvpIdParams = z.object({ id: idField(RSVP_ADMIN_MESSAGES.notFound) });

export const cancelRsvp = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/rsvps/:id/cancel',
  params: rsvpIdParams,
  response: rsvpRowSchema,
});

export const refundRsvp = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/rsvps/:id/refund',
  params: rsvpIdParams,
  response: rsvpRowSchema,
});

export const resendRsvpConfirmation = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/rsvps/:id/resend',
  params: rsvpIdParams,
  response: rsvpRowSchema,
});

/** waiting → offered → claimed, or expired (the offer lapsed) or removed (the session was cancelled). */
export const waitlistEntryStatusSchema = z.enum(['waiting', 'offered', 'claimed', 'lapsed', 'removed']);
export type WaitlistEntryStatus = z.infer<typeof waitlistEntryStatusSchema>;

export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: waitlistEntryStatusSchema,
  /** Place in line among the people still waiting (1 is offered the next free seat); null for everyone else. */
  position: z.number().int().nullable(),
  joinedAt: z.iso.datetime(),
  offeredAt: z.iso.datetime().nullable(),
  /** When an offer runs out (offered) or ran out (expired). */
  offerExpiresAt: z.iso.datetime().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/**
 * GET /api/v1/admin/sessions/:id/waitlist: everyone who joined the session's waitlist, in the order
 * they joined (docs/product.md, Webinar seats).
 */
export const listSessionWaitlist = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/sessions/:id/waitlist',
  params: sessionIdParams,
  response: z.object({ items: z.array(waitlistEntrySchema) }),
});

/**
 * How many unpaid seat holds one visitor may have at once (docs/product.md, Webinar seats): per
 * source address in one session, per email in one session, and per source address over all sessions.
 */
export const rsvpHoldLimitsSchema = z.object({
  perAddressInSession: wholeNumberField(1, 10_000, RSVP_ADMIN_MESSAGES.holdLimit),
  perEmailInSession: wholeNumberField(1, 10_000, RSVP_ADMIN_MESSAGES.holdLimit),
  perAddress: wholeNumberField(1, 10_000, RSVP_ADMIN_MESSAGES.holdLimit),
});
export type RsvpHoldLimits = z.infer<typeof rsvpHoldLimitsSchema>;
export const RSVP_HOLD_LIMIT_DEFAULTS: RsvpHoldLimits = { perAddressInSession: 3, perEmailInSession: 1, perAddress: 5 };

export const getRsvpHoldLimits = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/rsvp-settings',
  response: rsvpHoldLimitsSchema,
});

export const updateRsvpHoldLimits = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/admin/rsvp-settings',
  body: rsvpHoldLimitsSchema,
  response: rsvpHoldLimitsSchema,
});
