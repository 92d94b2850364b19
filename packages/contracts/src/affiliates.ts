import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, wholeNumberField } from './fields';

/**
 * Affiliate commissions and payouts (docs/product.md, Affiliate commissions and payouts): the
 * affiliate's KPI, the admin's Affiliates section and the program's settings.
 */
export const AFFILIATE_MESSAGES = {
  notYours: 'You can only see your own affiliate figures.',
  notAffiliate: 'This user is not an affiliate.',
  range: 'The end date must not be before the start date',
  period: 'Choose a period of at most 366 days',
  date: 'Enter dates as YYYY-MM-DD',
  userId: 'The user id must be a whole number',
  percent: 'Enter a whole percentage from 0 to 100',
  months: 'Enter a whole number of months from 1 to 60',
  holdDays: 'Enter a whole number of days from 3 to 365 (longer than the refund window)',
  attributionDays: 'Enter a whole number of days from 1 to 365',
  minimum: 'Enter a minimum payout from $0.00 to $100,000.00',
  schedule: 'Choose weekly or monthly payouts',
  noBalance: 'There is no approved balance at or above the minimum to pay.',
  held: 'Payouts to this affiliate are on hold. Release them first.',
  noAccount: 'This affiliate has not connected a payout account that can receive money yet.',
  ownCodePercent: "Enter a whole percentage from 1 to 100 for affiliates' own codes",
} as const;

export const payoutScheduleSchema = z.enum(['weekly', 'monthly'], { error: AFFILIATE_MESSAGES.schedule });

/** The program's settings, stored with the site settings. */
export const affiliateSettingsSchema = z.object({
  /** Days a referral counts after the last click (last click wins). */
  attributionDays: wholeNumberField(1, 365, AFFILIATE_MESSAGES.attributionDays),
  /** Percentage of each paid webinar seat. */
  seatRatePercent: wholeNumberField(0, 100, AFFILIATE_MESSAGES.percent),
  /** Percentage of each advertiser subscription payment, for the first `advertiserMonths` months. */
  advertiserRatePercent: wholeNumberField(0, 100, AFFILIATE_MESSAGES.percent),
  advertiserMonths: wholeNumberField(1, 60, AFFILIATE_MESSAGES.months),
  /** Days a commission stays pending before it is approved (longer than the refund window). */
  holdDays: wholeNumberField(3, 365, AFFILIATE_MESSAGES.holdDays),
  minimumPayoutCents: wholeNumberField(0, 10_000_000, AFFILIATE_MESSAGES.minimum),
  payoutSchedule: payoutScheduleSchema,
  /** Whether Sales staff earn commission on their own links. */
  staffCommission: z.boolean({ error: 'Choose whether sales staff earn commission' }),
  /**
   * Whether affiliates may make their own promo code under Links (docs/product.md, Promo codes), and
   * the discount such a code gives. Codes made while it was allowed keep working when it is turned off.
   */
  ownCodesAllowed: z.boolean({ error: 'Choose whether affiliates may create their own codes' }).default(false),
  ownCodePercentOff: wholeNumberField(1, 100, AFFILIATE_MESSAGES.ownCodePercent).default(10),
});
export type AffiliateSettings = z.infer<typeof affiliateSettingsSchema>;

export const AFFILIATE_SETTING_DEFAULTS: AffiliateSettings = {
  attributionDays: 30,
  seatRatePercent: 10,
  advertiserRatePercent: 20,
  advertiserMonths: 3,
  holdDays: 30,
  minimumPayoutCents: 5_000,
  payoutSchedule: 'weekly',
  staffCommission: false,
  ownCodesAllowed: false,
  ownCodePercentOff: 10,
};

const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_PERIOD_DAYS = 366;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, AFFILIATE_MESSAGES.date);

/** A period of whole UTC days (inclusive), and whose figures: an admin may name any affiliate. */
export const affiliatePeriodQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    affiliateId: idField(AFFILIATE_MESSAGES.userId).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AFFILIATE_MESSAGES.range, path: ['to'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) < MAX_PERIOD_DAYS * DAY_MS, {
    message: AFFILIATE_MESSAGES.period,
    path: ['from'],
  });
export type AffiliatePeriodQuery = z.input<typeof affiliatePeriodQuerySchema>;

const cents = z.number().int();

export const affiliateSummarySchema = z.object({
  clicks: z.number().int(),
  signUps: z.number().int(),
  paidConversions: z.number().int(),
  commissionPendingCents: cents,
  commissionApprovedCents: cents,
  commissionPaidCents: cents,
  commissionReversedCents: cents,
  currency: z.string(),
  /** One point per day of the period: clicks, paid conversions and commission earned that day. */
  daily: z.array(
    z.object({ day: z.string(), clicks: z.number().int(), conversions: z.number().int(), commissionCents: cents }),
  ),
});
export type AffiliateSummary = z.infer<typeof affiliateSummarySchema>;

export const commissionStatusSchema = z.enum(['pending', 'approved', 'paid', 'reversed', 'none']);
export type CommissionStatus = z.infer<typeof commissionStatusSchema>;

export const conversionSchema = z.object({
  paymentId: z.number().int(),
  description: z.string(),
  /** The buyer's address masked (`gr***@example.com`): affiliates never see who bought. */
  buyerEmail: z.string(),
  amountCents: cents,
  commissionCents: cents,
  reversedCents: cents,
  currency: z.string(),
  status: commissionStatusSchema,
  paidAt: z.iso.datetime(),
  approvesAt: z.iso.datetime().nullable(),
});
export type Conversion = z.infer<typeof conversionSchema>;

export const getAffiliateSummary = defineEndpoint({
  method: 'GET',
  path: '/api/v1/affiliate/summary',
  query: affiliatePeriodQuerySchema,
  response: affiliateSummarySchema,
});

export const listConversions = defineEndpoint({
  method: 'GET',
  path: '/api/v1/affiliate/conversions',
  query: affiliatePeriodQuerySchema,
  response: z.array(conversionSchema),
});

export const connectStatusSchema = z.enum(['none', 'pending', 'enabled']);

export const adminAffiliateRowSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  referralCode: z.string(),
  roles: z.array(z.string()),
  connect: connectStatusSchema,
  payoutsHeld: z.boolean(),
  clicks: z.number().int(),
  signUps: z.number().int(),
  paidConversions: z.number().int(),
  /** Approved and not yet paid, net of reversals (may be negative: carried to the next payout). */
  owedCents: cents,
  pendingCents: cents,
  paidCents: cents,
});
export type AdminAffiliateRow = z.infer<typeof adminAffiliateRowSchema>;

export const listAdminAffiliates = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/affiliates',
  response: z.object({ currency: z.string(), items: z.array(adminAffiliateRowSchema) }),
});

export const ADMIN_AFFILIATES_EXPORT_PATH = '/api/v1/admin/affiliates/export.csv';

export const getAffiliateSettings = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/affiliates/settings',
  response: affiliateSettingsSchema,
});

export const updateAffiliateSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/admin/affiliates/settings',
  body: affiliateSettingsSchema,
  response: affiliateSettingsSchema,
});

const affiliateParams = z.object({ userId: idField(AFFILIATE_MESSAGES.userId) });

export const setPayoutHold = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/admin/affiliates/:userId/hold',
  params: affiliateParams,
  body: z.object({ held: z.boolean({ error: 'Choose whether payouts are held' }) }),
  response: adminAffiliateRowSchema,
});

export const payoutStatusSchema = z.enum(['pending', 'paid', 'failed']);

export const payoutSchema = z.object({
  id: z.number().int(),
  affiliateId: z.number().int(),
  affiliateName: z.string(),
  amountCents: cents,
  currency: z.string(),
  status: payoutStatusSchema,
  transferId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payNow = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/affiliates/:userId/pay',
  params: affiliateParams,
  response: payoutSchema,
});

export const listPayouts = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/affiliates/payouts',
  query: z.object({ affiliateId: idField(AFFILIATE_MESSAGES.userId).optional() }),
  response: z.array(payoutSchema),
});

/** `gr***@example.com`: the first two characters of the local part, then stars. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
