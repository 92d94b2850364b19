import { z } from 'zod';
import { referralOf } from './referral-links-code';
import { defineEndpoint } from './endpoint';
import { advertisingPlanSchema } from './users';

/**
 * Digital Billboard: an advertiser's plan (a monthly or yearly subscription), its billing, and the
 * admin's view of advertisers (docs/product.md, Digital billboard). Creatives are in
 * billboard-creatives.ts, their review and statistics in billboard.ts.
 */
export const ADVERTISING_MESSAGES = {
  noPlan: 'You have no advertising plan yet. Choose Monthly or Yearly to subscribe.',
  alreadySubscribed: 'Your plan is already running. Manage it from "Manage billing".',
  checkoutFailed: 'The payment provider could not open the checkout. Nothing was charged; please try again.',
  portalFailed: 'The payment provider could not open the billing page. Please try again.',
  plan: 'Choose Monthly or Yearly',
} as const;

/** What the advertiser and the admin see of a plan's state (docs/product.md, Digital billboard). */
export const ADVERTISING_STATUSES = ['pending', 'active', 'past_due', 'cancelled', 'ended'] as const;
export const advertisingStatusSchema = z.enum(ADVERTISING_STATUSES);
export type AdvertisingStatus = z.infer<typeof advertisingStatusSchema>;

export const ADVERTISING_STATUS_LABELS: Record<AdvertisingStatus, string> = {
  pending: 'Awaiting payment',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled (runs until the period ends)',
  ended: 'Ended',
};

export const advertisingInvoiceSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  paidAt: z.iso.datetime(),
});
export type AdvertisingInvoice = z.infer<typeof advertisingInvoiceSchema>;

export const advertisingSubscriptionSchema = z.object({
  plan: advertisingPlanSchema,
  status: advertisingStatusSchema,
  amountCents: z.number().int(),
  currency: z.string(),
  /** The next renewal (or, for a cancelled plan, when it ends). */
  currentPeriodEnd: z.iso.datetime().nullable(),
  startedAt: z.iso.datetime(),
});
export type AdvertisingSubscription = z.infer<typeof advertisingSubscriptionSchema>;

export const advertiserPlanSchema = z.object({
  /** The plan chosen at sign-up (or later), before any subscription exists. */
  chosenPlan: advertisingPlanSchema,
  prices: z.object({ monthlyCents: z.number().int(), yearlyCents: z.number().int(), currency: z.string() }),
  subscription: advertisingSubscriptionSchema.nullable(),
  invoices: z.array(advertisingInvoiceSchema),
  /** Whether the advertiser's creatives may be shown (active, or past due in its grace period, or cancelled but paid up). */
  serving: z.boolean(),
});
export type AdvertiserPlan = z.infer<typeof advertiserPlanSchema>;

export const getAdvertiserPlan = defineEndpoint({
  method: 'GET',
  path: '/api/v1/advertiser/plan',
  response: advertiserPlanSchema,
});

export const advertiserCheckoutBodySchema = z.object({
  plan: advertisingPlanSchema.default('monthly'),
  /** The referral the browser kept (`referredby`): a referral code or an old link's user id; anything else is none. */
  referredBy: z.unknown().optional().transform(referralOf),
});

export const openAdvertiserCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/v1/advertiser/checkout',
  body: advertiserCheckoutBodySchema,
  response: z.object({ url: z.string() }),
});

export const openAdvertiserPortal = defineEndpoint({
  method: 'POST',
  path: '/api/v1/advertiser/portal',
  response: z.object({ url: z.string() }),
});

/** The admin's Digital Billboard: one row per advertiser. */
export const advertiserRowSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  plan: advertisingPlanSchema,
  status: advertisingStatusSchema.nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  revenueCents: z.number().int(),
  currency: z.string(),
  creatives: z.number().int(),
  pendingCreatives: z.number().int(),
});
export type AdvertiserRow = z.infer<typeof advertiserRowSchema>;

/** The admin's advertiser table as CSV (the same rows). */
export const ADVERTISERS_CSV_PATH = '/api/v1/admin/billboard/advertisers.csv';

export const listAdvertisers = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/billboard/advertisers',
  response: z.array(advertiserRowSchema),
});

/** The local TEST MODE billing page (stands in for Stripe's customer portal without Stripe keys). */
export const TEST_BILLING_MESSAGES = {
  notFound: 'Billing page not found',
  ended: 'This plan has ended. Subscribe again from your dashboard.',
  changed: 'The plan changed while you were looking. The page now shows it as it is.',
  samePlan: 'Choose the other plan to switch to.',
} as const;

export const testBillingSchema = z.object({
  id: z.string(),
  description: z.string(),
  status: z.enum(['active', 'past_due', 'canceled']),
  interval: z.enum(['month', 'year']),
  amountCents: z.number().int(),
  currency: z.string(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  returnUrl: z.string().nullable(),
  planOptions: z.array(z.object({ interval: z.enum(['month', 'year']), amountCents: z.number().int() })),
});
export type TestBilling = z.infer<typeof testBillingSchema>;

export const testBillingActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('cancel') }),
    z.object({ action: z.literal('resume') }),
    z.object({ action: z.literal('renew') }),
    z.object({ action: z.literal('fail-renewal') }),
    z.object({ action: z.literal('switch'), interval: z.enum(['month', 'year']) }),
  ],
  { error: 'Choose an action: cancel, resume, renew, fail-renewal or switch' },
);
export type TestBillingAction = z.infer<typeof testBillingActionSchema>;

const billingIdParams = z.object({
  id: z.string().regex(/^sub_test_local_[A-Za-z0-9]{32}$/, TEST_BILLING_MESSAGES.notFound),
});

export const getTestBilling = defineEndpoint({
  method: 'GET',
  path: '/api/v1/test-billing/:id',
  params: billingIdParams,
  response: testBillingSchema,
});

export const actOnTestBilling = defineEndpoint({
  method: 'POST',
  path: '/api/v1/test-billing/:id',
  params: billingIdParams,
  body: testBillingActionSchema,
  response: testBillingSchema,
});
