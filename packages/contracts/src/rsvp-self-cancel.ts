import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { refundPolicyViewSchema } from './settings';

/**
 * A paid seat's own cancel page (docs/product.md, Cancelling your own seat): `/seat/cancel?t=<token>`
 * from the paid confirmation. The token is the registration's id in base 36, a dot and a keyed
 * signature of that id; no sign-in is needed and the page answers the same for a reused link.
 */
export const SEAT_CANCEL_PAGE_PATH = '/seat/cancel';
export const SEAT_CANCEL_TOKEN_PATTERN = /^[0-9a-z]{1,7}\.[A-Za-z0-9_-]{22}$/;

export const SEAT_CANCEL_MESSAGES = {
  notFound: 'This cancel link does not work. Use the link in your confirmation email, or write to us.',
  refundGone: 'The refund window for this seat has closed. Reload the page to see your options.',
  confirmRequired: 'Choose whether to cancel with a refund or without one',
} as const;

export const seatCancelParams = z.object({
  token: z
    .string({ error: SEAT_CANCEL_MESSAGES.notFound })
    .regex(SEAT_CANCEL_TOKEN_PATTERN, SEAT_CANCEL_MESSAGES.notFound),
});

/**
 * `paid`: the seat is booked and can be cancelled; `refundable` says whether the cancel refunds it.
 * `cancelled` / `refunded`: the seat is gone (by this page or otherwise); `other`: it was never paid
 * or the session is over or cancelled, so there is nothing to cancel here.
 */
export const seatCancelViewSchema = z.object({
  state: z.enum(['paid', 'cancelled', 'refunded', 'other']),
  reference: z.string(),
  firstName: z.string(),
  sessionTitle: z.string(),
  startsAt: z.iso.datetime(),
  timezone: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  policy: refundPolicyViewSchema,
  /** Whether cancelling now refunds the seat in full. */
  refundable: z.boolean(),
  /** Until when it does; null when seats are not refundable. */
  refundDeadline: z.iso.datetime().nullable(),
});
export type SeatCancelView = z.infer<typeof seatCancelViewSchema>;

/** `refund: true` is the page's "Cancel and refund"; false its "Cancel without a refund". */
export const seatCancelBodySchema = z.object({
  refund: z.boolean({ error: SEAT_CANCEL_MESSAGES.confirmRequired }),
});

export const getSeatCancel = defineEndpoint({
  method: 'GET',
  path: '/api/v1/seat-cancel/:token',
  params: seatCancelParams,
  response: seatCancelViewSchema,
});

export const cancelOwnSeat = defineEndpoint({
  method: 'POST',
  path: '/api/v1/seat-cancel/:token',
  params: seatCancelParams,
  body: seatCancelBodySchema,
  response: seatCancelViewSchema,
});
