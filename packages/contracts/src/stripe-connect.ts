import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, textField } from './fields';
import { REFERRAL_LINK_LABELS, type ReferralLinkKind } from './referral-links';
import { roleNameSchema } from './users';

/**
 * Affiliate payouts through Stripe Connect (docs/product.md, Affiliate payouts): the lookup that
 * tells the affiliate panel whether payouts are connected, and the start of Stripe's onboarding.
 * The seed's texts are kept word for word.
 */
export const STRIPE_CONNECT_MESSAGES = {
  /** The lookup (GET), as the panel shows it. */
  network: 'Unable to connect to server. Please check your internet connection and try again.',
  userNotFound: 'User not found. Please try again.',
  timeout: 'Request timed out. Please try again.',
  loadFailed: 'Failed to load user data. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  /** Connecting (POST), as the panel shows it. */
  stripeNetwork: 'Unable to connect to Stripe service. Please check your internet connection and try again.',
  stripeTimeout: 'Stripe connection timed out. Please try again.',
  connectFailed: 'Failed to connect Stripe. Please try again.',
  userIdMissing: 'User ID not found',
  /** The server's refusals. */
  notYours: 'You can only see or connect payouts for your own account.',
  notAffiliate: 'Only affiliates connect Stripe for payouts.',
  linkInvalid: 'Each link must be one of your referral links.',
  providerFailed: 'Stripe could not start onboarding just now. Please try again in a minute.',
} as const;

const M = STRIPE_CONNECT_MESSAGES;

/** The panel waits this long for the lookup, and for the onboarding link (the seed's timeouts). */
export const STRIPE_CONNECT_LOOKUP_TIMEOUT_MS = 10_000;
export const STRIPE_CONNECT_START_TIMEOUT_MS = 15_000;

/** The affiliate as the lookup answers it once payouts are connected (never a password). */
export const stripeConnectUserSchema = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleNameSchema),
  /** The connected Stripe account's id; null while none is connected. */
  adminStripeConnectId: z.string().nullable(),
  /** The affiliate who referred this one, when known. */
  referredById: z.number().int().nullable(),
});
export type StripeConnectUser = z.infer<typeof stripeConnectUserSchema>;

/**
 * GET /api/v2/stripe-connect/?id=: 204 (null here) while payouts are not enabled, else the user. One's
 * own id, or anyone's for an admin; another user's id is refused with 403.
 */
export const getStripeConnect = defineEndpoint({
  method: 'GET',
  path: '/api/v2/stripe-connect',
  query: z.object({ id: idField(M.userIdMissing) }),
  response: stripeConnectUserSchema.nullable(),
});

const linkField = (kind: ReferralLinkKind) =>
  textField({ label: `${REFERRAL_LINK_LABELS[kind]} link`, max: 2048 }).pipe(
    z.url({ protocol: /^https?$/, error: M.linkInvalid }),
  );

/** The seed's body: whose account, and their four referral links. */
export const stripeConnectRequestSchema = z.object({
  id: idField(M.userIdMissing),
  rsvpLink: linkField('rsvp'),
  newsletterLink: linkField('newsletter'),
  digitalBillboardLink: linkField('billboard'),
  emailMarketingLink: linkField('email-marketing'),
});
export type StripeConnectRequest = z.input<typeof stripeConnectRequestSchema>;

/** Which request field carries which referral link. */
export const STRIPE_CONNECT_LINK_FIELDS = {
  rsvpLink: 'rsvp',
  newsletterLink: 'newsletter',
  digitalBillboardLink: 'billboard',
  emailMarketingLink: 'email-marketing',
} as const satisfies Record<Exclude<keyof StripeConnectRequest, 'id'>, ReferralLinkKind>;

/**
 * POST /api/v2/stripe-connect: opens the affiliate's Express account once (the same account on every
 * later call) and answers a fresh onboarding link (Stripe's links are single-use and expire in minutes).
 */
export const startStripeConnect = defineEndpoint({
  method: 'POST',
  path: '/api/v2/stripe-connect',
  body: stripeConnectRequestSchema,
  response: z.object({ onboardingUrl: z.url() }),
});

/** Where Stripe (or the TEST MODE page) sends the affiliate back: the panel, with `?stripe=`. */
export const STRIPE_CONNECT_RETURN_PARAM = 'stripe';
export const STRIPE_CONNECT_RETURN_PATH = '/affiliate/dashboard';

export const TEST_ONBOARDING_MESSAGES = {
  notFound: 'This onboarding link does not exist. Go back to your panel and connect again.',
  used: 'This onboarding link was already used. Go back to your panel to see your payout status.',
  expired: 'This onboarding link has expired. Go back to your panel for a fresh one.',
} as const;

const onboardingLinkId = z
  .string({ error: TEST_ONBOARDING_MESSAGES.notFound })
  .regex(/^acctlink_test_local_[A-Za-z0-9]{32}$/, TEST_ONBOARDING_MESSAGES.notFound);

export const testOnboardingSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'used', 'expired']),
  accountId: z.string(),
  email: z.string(),
  payoutsEnabled: z.boolean(),
  returnUrl: z.string(),
  refreshUrl: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TestOnboarding = z.infer<typeof testOnboardingSchema>;

/** The local TEST MODE onboarding page (no Stripe keys): holding the link's random id is the permission. */
export const getTestOnboarding = defineEndpoint({
  method: 'GET',
  path: '/api/v1/test-connect/:id',
  params: z.object({ id: onboardingLinkId }),
  response: testOnboardingSchema,
});

export const completeTestOnboarding = defineEndpoint({
  method: 'POST',
  path: '/api/v1/test-connect/:id/complete',
  params: z.object({ id: onboardingLinkId }),
  response: z.object({ redirectUrl: z.string() }),
});
