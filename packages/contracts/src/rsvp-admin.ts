import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, textField, wholeNumberField } from './fields';
import { registrationStatusSchema } from './rsvp';

export const RSVP_ADMIN_MESSAGES = {
  notFound: 'Registration not found',
  cancelNotAllowed: 'Only pending or paid registrations can be cancelled',
  refundNotAllowed: 'Only paid registrations can be refunded',
  resendNotAllowed: 'Confirmations are sent only for paid registrations',
  refundFailed: 'The payment provider refused the refund. Nothing was changed; please try again.',
} as const;

/** GET /api/v1/admin/rsvps filters (also used by the CSV export). */
export const rsvpListQuerySchema = z.object({
  sessionId: idField('Session id must be a whole number from 1 to 2147483647').optional(),
  status: registrationStatusSchema.optional(),
  /** Name, email or phone, case-insensitive. */
  search: textField({ label: 'Search', max: 100 }).optional(),
  limit: wholeNumberField(1, 500, 'Limit must be a whole number from 1 to 500').default(200),
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
  amountCents: z.number().int(),
  currency: z.string(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  holdExpiresAt: z.iso.datetime(),
  confirmationSentAt: z.iso.datetime().nullable(),
});
export type RsvpRow = z.infer<typeof rsvpRowSchema>;

export const listRsvps = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/rsvps',
  query: rsvpListQuerySchema,
  response: z.array(rsvpRowSchema),
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
