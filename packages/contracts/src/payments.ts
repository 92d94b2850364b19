import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, textField, wholeNumberField } from './fields';

export const PAYMENT_MESSAGES = {
  notFound: 'Payment not found',
  refundNotAllowed: 'This payment has already been refunded',
  refundFailed: 'The payment provider refused the refund. Nothing was changed; please try again.',
  range: 'The end date must not be before the start date',
  refundAmount: 'Enter the amount to refund, such as 25 or 25.50',
  refundZero: 'Enter a refund amount greater than zero',
  refundOverRemaining: 'The refund is more than what is left on this payment',
  refundReason: 'Enter the reason for the refund',
} as const;

export const REFUND_REASON_MAX = 300;

/** An amount in the currency's units ("25", "25.5", "25.50"), as whole cents. */
const refundAmountField = z
  .union([z.number(), z.string()], { error: PAYMENT_MESSAGES.refundAmount })
  .transform((value) => {
    const text = String(value).trim();
    return /^\d{1,7}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
  })
  .pipe(z.number({ error: PAYMENT_MESSAGES.refundAmount }).int().min(1, PAYMENT_MESSAGES.refundZero));

/**
 * A refund of any part of what is left (docs/product.md, Refunds): the amount in the currency's units
 * and why. The server refuses an amount over what is left with `refundOverRemaining`.
 */
export const refundInputSchema = z.object({
  amount: refundAmountField,
  reason: textField({ label: 'Reason', required: PAYMENT_MESSAGES.refundReason, max: REFUND_REASON_MAX }),
});
export type RefundInput = z.input<typeof refundInputSchema>;

export const paymentStatusSchema = z.enum(['paid', 'partially_refunded', 'refunded']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentKindSchema = z.enum(['rsvp_seat', 'advertising']);
export type PaymentKind = z.infer<typeof paymentKindSchema>;
/** How Sales names each revenue line, on screen and in the CSV. */
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = { rsvp_seat: 'Seat', advertising: 'Advertising' };

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter dates as YYYY-MM-DD');

/** Filters of the Sales section: paid-at range (inclusive days, UTC), status, buyer search. */
export const paymentListQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    status: paymentStatusSchema.optional(),
    search: textField({ label: 'Search', max: 100 }).optional(),
    limit: wholeNumberField(1, 500, 'Limit must be a whole number from 1 to 500').default(200),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: PAYMENT_MESSAGES.range, path: ['to'] });
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

export const paymentRowSchema = z.object({
  id: z.number().int(),
  kind: paymentKindSchema,
  description: z.string(),
  registrationId: z.number().int().nullable(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: z.string(),
  status: paymentStatusSchema,
  buyerEmail: z.string(),
  buyerName: z.string(),
  affiliateId: z.number().int(),
  /** The referring affiliate's name; null when nobody referred the buyer or the account is gone. */
  affiliateName: z.string().nullable(),
  provider: z.enum(['stripe', 'test']),
  paidAt: z.iso.datetime(),
  refundedAt: z.iso.datetime().nullable(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const listPayments = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/payments',
  query: paymentListQuerySchema,
  response: z.array(paymentRowSchema),
});

export const PAYMENTS_EXPORT_PATH = '/api/v1/admin/payments/export.csv';

export const salesPeriodSchema = z.enum(['day', 'week', 'month']);
export type SalesPeriod = z.infer<typeof salesPeriodSchema>;

/**
 * The KPI's revenue lines (docs/product.md, KPI and visit counting): payments by the day paid, refunds
 * by the day refunded, affiliate commissions by the day earned less reversals; net revenue is gross
 * less both, the same figure the KPI page shows for the same days.
 */
const totalsSchema = z.object({
  count: z.number().int(),
  grossCents: z.number().int(),
  refundedCents: z.number().int(),
  commissionsCents: z.number().int(),
  netCents: z.number().int(),
});

export const salesSummarySchema = z.object({
  currency: z.string(),
  /** The business's time zone (the KPI setting): every day here is a day there. */
  timeZone: z.string(),
  period: salesPeriodSchema,
  totals: totalsSchema,
  /** Newest first; `start` is the first day of the period (YYYY-MM-DD in `timeZone`; weeks start on Monday). */
  periods: z.array(totalsSchema.extend({ start: z.string() })),
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

export const getSalesSummary = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/payments/summary',
  query: z
    .object({ period: salesPeriodSchema.default('month'), from: isoDay.optional(), to: isoDay.optional() })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: PAYMENT_MESSAGES.range, path: ['to'] }),
  response: salesSummarySchema,
});

export const refundPayment = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/payments/:id/refund',
  params: z.object({ id: idField(PAYMENT_MESSAGES.notFound) }),
  body: refundInputSchema,
  response: paymentRowSchema,
});

/**
 * A cheap change marker the admin views poll: it moves whenever a registration or payment changes,
 * so lists refresh without a reload when a payment lands.
 */
export const getAdminChanges = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/changes',
  response: z.object({ version: z.string() }),
});
