import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { timeZoneSchema } from './webinars';
import { answersInputSchema } from './webinars-questions';
import { hasControlCharacters, idTextField, textField } from './fields';
import { referralOf } from './referral-links-code';
import { emailSchema } from './users';
import { typedPromoCode } from './promo-codes';

/**
 * The RSVP modal (docs/product.md, Webinar seats: email valid, other fields required) and the API's answers.
 * `signUpError` is the documented notice, trailing space included.
 */
export const RSVP_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  phone: 'Phone number is required',
  phoneInvalid: 'Enter a phone number with 7 to 15 digits',
  email: 'Please enter a valid email',
  date: 'Choose a session date',
  terms: 'You must agree to the terms and conditions',
  privacy: 'You must agree to the privacy policy',
  errorTitle: 'Error',
  signUpError: 'There was an error signing you up for this session. ',
  sessionFull: 'This session is full. Join the waitlist and we will email you if a seat opens.',
  sessionClosed: 'This session is no longer open for booking. Please choose another date.',
  alreadyRegistered: 'This email already has a seat for this session. Check your inbox for the confirmation.',
  notFound: 'Registration not found',
  holdExpired: 'Your seat hold has expired. Please start again to book a seat.',
  notPending: 'This registration is no longer waiting for payment.',
  offerInvalid: 'This waitlist offer has expired or has already been used.',
  waitlistHasSeats: 'This session still has seats. Book it directly instead of joining the waitlist.',
  waitlistJoined: 'You are on the waitlist. We will email you a time-limited offer if a seat frees up.',
  checkoutUnavailable: 'Payment is unavailable right now. Your details are kept; please try again in a minute.',
  challenge:
    'Your browser’s booking check did not finish. Your details are kept; please press Continue to Payment again.',
  holdsPerEmail:
    'A seat in this session is already held for this email while it waits for payment. We have emailed that address the link to finish paying; or book again once the hold runs out.',
  holdsPerAddressInSession:
    'Several seats in this session are already waiting for payment from your connection. Finish paying for one of them, or book again once an unpaid hold runs out.',
  holdsPerAddress:
    'Several webinar seats are already waiting for payment from your connection. Finish paying for those, or book again once an unpaid hold runs out.',
} as const;

const digits = (value: string) => value.replace(/\D/g, '').length;

/** A required name: missing, not text or blank all get the field's own message. */
export const requiredName = (label: string, message: string) => textField({ label, required: message, max: 100 });
/** The RSVP modal's email: valid, at most 254 characters, one message for every problem. */
export const rsvpEmail = z
  .string({ error: RSVP_MESSAGES.email })
  .pipe(emailSchema)
  .pipe(z.string().max(254, RSVP_MESSAGES.email));

export const phoneSchema = z
  .string({ error: RSVP_MESSAGES.phone })
  .trim()
  .min(1, RSVP_MESSAGES.phone)
  .max(32, RSVP_MESSAGES.phoneInvalid)
  .refine(
    (value) =>
      /^\+?[\d\s().-]+$/.test(value) && !hasControlCharacters(value) && digits(value) >= 7 && digits(value) <= 15,
    { message: RSVP_MESSAGES.phoneInvalid },
  );

/** The RSVP form: `date` is the chosen session's id (the dropdown value, a string). */
export const rsvpFormSchema = z.object({
  firstName: requiredName('First name', RSVP_MESSAGES.firstName),
  lastName: requiredName('Last name', RSVP_MESSAGES.lastName),
  phone: phoneSchema,
  email: rsvpEmail,
  date: idTextField(RSVP_MESSAGES.date),
  termsAgreed: z.literal(true, { message: RSVP_MESSAGES.terms }),
  privacyAgreed: z.literal(true, { message: RSVP_MESSAGES.privacy }),
});
export type RsvpForm = z.input<typeof rsvpFormSchema>;

/**
 * POST /api/v1/register: the form plus the solved booking check (`altcha`, ALTCHA's payload for a
 * challenge from GET /api/v1/register/challenge), the referring affiliate (0 for none), the
 * visitor's time zone (for the invitation), when claiming a waitlist offer, its token, and the
 * landing source.
 */
export const registerRsvpSchema = rsvpFormSchema.extend({
  altcha: z
    .string({ error: RSVP_MESSAGES.challenge })
    .min(1, RSVP_MESSAGES.challenge)
    .max(4000, RSVP_MESSAGES.challenge),
  /** The referral the browser kept from `?ref=` (docs/product.md, Referrals), 0 or nothing for none. */
  affiliateId: z.unknown().optional().transform(referralOf),
  timeZone: timeZoneSchema.optional().catch(undefined),
  offerToken: textField({ label: 'Offer', max: 128, tooLong: RSVP_MESSAGES.offerInvalid }).optional(),
  /** The promo code typed under "Have a code?" (docs/product.md, Promo codes); empty for none. */
  promoCode: typedPromoCode,
  // Where the visitor came from (docs/product.md, KPI and visit counting): the landing page's
  // document.referrer and UTM tags the browser kept in memory. Never refuses a booking: a bad value is dropped.
  referrer: z.string().max(2000).optional().catch(undefined),
  utmSource: z.string().max(100).optional().catch(undefined),
  utmMedium: z.string().max(100).optional().catch(undefined),
  utmCampaign: z.string().max(100).optional().catch(undefined),
  /** Answers to the session's questions by question id (docs/product.md, Registration questions). */
  answers: answersInputSchema,
});
export type RegisterRsvp = z.input<typeof registerRsvpSchema>;

export const registrationStatusSchema = z.enum(['pending', 'paid', 'expired', 'cancelled', 'refunded']);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** What register returns: the browser posts it back to create the checkout. */
export const registrationSchema = z.object({
  reference: z.uuid(),
  sessionId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: registrationStatusSchema,
  affiliateId: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  holdExpiresAt: z.iso.datetime(),
  /** The code the seat was booked with and the price before it, when one was used. */
  promoCode: z.string().nullable().optional(),
  fullAmountCents: z.number().int().nullable().optional(),
});
export type Registration = z.infer<typeof registrationSchema>;

/**
 * GET /api/v1/register/challenge: an ALTCHA challenge (proof-of-work v2) the RSVP form solves in the
 * background before it books a seat (docs/product.md, Webinar seats). Given to the widget as is.
 */
export const rsvpChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    data: z.object({ purpose: z.string(), expires: z.number().int() }),
  }),
  signature: z.string(),
});
export type RsvpChallenge = z.infer<typeof rsvpChallengeSchema>;

export const getRsvpChallenge = defineEndpoint({
  method: 'GET',
  path: '/api/v1/register/challenge',
  response: rsvpChallengeSchema,
});

export const registerRsvp = defineEndpoint({
  method: 'POST',
  path: '/api/v1/register',
  body: registerRsvpSchema,
  response: registrationSchema,
});

/** POST /api/v1/stripe/checkout: the registration data (only `reference` is read); `url` is where the browser goes. */
export const createCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/v1/stripe/checkout',
  body: z.object({ reference: z.uuid(RSVP_MESSAGES.notFound) }),
  response: z.object({ url: z.string() }),
});

export const referenceParams = z.object({ reference: z.uuid(RSVP_MESSAGES.notFound) });

/** What the success and cancel pages show (the reference is the visitor's bearer secret). */
export const registrationStatusViewSchema = z.object({
  reference: z.string(),
  status: registrationStatusSchema,
  firstName: z.string(),
  email: z.string(),
  sessionId: z.number().int(),
  sessionTitle: z.string(),
  startsAt: z.iso.datetime(),
  timezone: z.string(),
  durationMinutes: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  holdExpiresAt: z.iso.datetime(),
  sessionCancelled: z.boolean(),
});
export type RegistrationStatusView = z.infer<typeof registrationStatusViewSchema>;

export const getRegistrationStatus = defineEndpoint({
  method: 'GET',
  path: '/api/v1/register/:reference',
  params: referenceParams,
  response: registrationStatusViewSchema,
});

/** The visitor walked away from checkout: close it and free the seat now instead of in 30 minutes. */
export const releaseRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/v1/register/:reference/release',
  params: referenceParams,
  response: registrationStatusViewSchema,
});
