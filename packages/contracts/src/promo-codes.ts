import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, MAX_ID, textField } from './fields';

/** Promo codes (docs/product.md, Promo codes): the admin's form, the RSVP modal's "Have a code?" and their answers. */
export const PROMO_CODE_MESSAGES = {
  code: 'Enter a code of 3 to 32 letters, digits, dashes or underscores',
  codeTaken: 'Another promo code already uses this code',
  discountType: 'Choose a percentage or a fixed amount',
  percentOff: 'Enter a percentage from 1 to 100',
  amountOffCents: 'Enter an amount from $0.01 to $100,000.00',
  sessions: 'Choose at least one session, or let the code apply to all sessions',
  sessionUnknown: 'One of the chosen sessions no longer exists. Choose the sessions again.',
  validFrom: 'Enter the date and time the code starts working, or leave it empty',
  validUntil: 'Enter the date and time the code stops working, or leave it empty',
  validRange: 'The end must be after the start',
  maxUses: 'Enter a number of uses from 1 to 1,000,000, or leave it empty for no limit',
  maxUsesPerEmail: 'Enter a number of uses per email from 1 to 1,000,000, or leave it empty for no limit',
  perEmailAboveTotal: 'Uses per email cannot be more than the total uses',
  belowUsesSoFar: (used: number) => `Total uses cannot be below the ${used} uses so far`,
  affiliate: 'Choose an affiliate from the list, or none',
  ownCodeAffiliate: 'A code an affiliate made stays tied to them. Disable it instead.',
  notFound: 'Promo code not found.',
  status: 'Choose active or disabled',
  // Why a visitor's code is refused (the RSVP modal shows these under "Have a code?").
  unknown: 'This code is not valid. Check the spelling and try again.',
  notYetValid: 'This code cannot be used yet.',
  expired: 'This code has expired.',
  usedUp: 'This code has been used up.',
  usedUpForEmail: 'This code has already been used with this email.',
  wrongSession: 'This code is not for this session.',
  disabled: 'This code is no longer active.',
  sessionRequired: 'Choose a session date first, then apply the code',
} as const;

export const PROMO_CODE_LIMITS = { codeMin: 3, codeMax: 32, amountMaxCents: 10_000_000, usesMax: 1_000_000 } as const;

/** A code as a visitor types it: case and surrounding spaces do not matter (stored upper case). */
export const promoCodeText = z
  .string({ error: PROMO_CODE_MESSAGES.code })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[A-Z0-9_-]{${PROMO_CODE_LIMITS.codeMin},${PROMO_CODE_LIMITS.codeMax}}$`),
        PROMO_CODE_MESSAGES.code,
      ),
  );

/** What the RSVP form sends: a code as typed (at most a sensible length), or nothing. */
export const typedPromoCode = textField({ label: 'Code', max: 64, tooLong: PROMO_CODE_MESSAGES.unknown })
  .transform((value) => value.toUpperCase())
  .optional();

export const promoDiscountTypeSchema = z.enum(['percent', 'amount'], { error: PROMO_CODE_MESSAGES.discountType });
export type PromoDiscountType = z.infer<typeof promoDiscountTypeSchema>;
export const promoCodeStatusSchema = z.enum(['active', 'disabled'], { error: PROMO_CODE_MESSAGES.status });
export type PromoCodeStatus = z.infer<typeof promoCodeStatusSchema>;

const wholeOrEmpty = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.null(), z.literal('')], { error: message })
    .transform((value) => (value === '' ? null : value))
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message).nullable());

const instantOrEmpty = (message: string) =>
  z
    .union([z.iso.datetime({ offset: true, error: message }), z.null(), z.literal('')], { error: message })
    .transform((value) => (value ? new Date(value).toISOString() : null));

/** The admin's promo code form (create and edit). */
export const promoCodeFormSchema = z
  .object({
    code: promoCodeText,
    discountType: promoDiscountTypeSchema,
    percentOff: wholeOrEmpty(1, 100, PROMO_CODE_MESSAGES.percentOff),
    amountOffCents: wholeOrEmpty(1, PROMO_CODE_LIMITS.amountMaxCents, PROMO_CODE_MESSAGES.amountOffCents),
    allSessions: z.boolean({ error: PROMO_CODE_MESSAGES.sessions }),
    sessionIds: z
      .array(z.number({ error: PROMO_CODE_MESSAGES.sessionUnknown }).int().min(1).max(MAX_ID), {
        error: PROMO_CODE_MESSAGES.sessions,
      })
      .max(200, PROMO_CODE_MESSAGES.sessions)
      .default([]),
    validFrom: instantOrEmpty(PROMO_CODE_MESSAGES.validFrom),
    validUntil: instantOrEmpty(PROMO_CODE_MESSAGES.validUntil),
    maxUses: wholeOrEmpty(1, PROMO_CODE_LIMITS.usesMax, PROMO_CODE_MESSAGES.maxUses),
    maxUsesPerEmail: wholeOrEmpty(1, PROMO_CODE_LIMITS.usesMax, PROMO_CODE_MESSAGES.maxUsesPerEmail),
    affiliateId: z
      .union([z.number(), z.null()], { error: PROMO_CODE_MESSAGES.affiliate })
      .pipe(z.number().int().min(1).max(MAX_ID).nullable()),
  })
  .superRefine((form, ctx) => {
    if (form.discountType === 'percent' && form.percentOff === null) {
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: PROMO_CODE_MESSAGES.percentOff });
    }
    if (form.discountType === 'amount' && form.amountOffCents === null) {
      ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: PROMO_CODE_MESSAGES.amountOffCents });
    }
    if (!form.allSessions && form.sessionIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['sessionIds'], message: PROMO_CODE_MESSAGES.sessions });
    }
    if (form.validFrom && form.validUntil && form.validUntil <= form.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: PROMO_CODE_MESSAGES.validRange });
    }
    if (form.maxUses !== null && form.maxUsesPerEmail !== null && form.maxUsesPerEmail > form.maxUses) {
      ctx.addIssue({ code: 'custom', path: ['maxUsesPerEmail'], message: PROMO_CODE_MESSAGES.perEmailAboveTotal });
    }
  });
export type PromoCodeForm = z.input<typeof promoCodeFormSchema>;
export type PromoCodeInput = z.output<typeof promoCodeFormSchema>;

export const promoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discountType: promoDiscountTypeSchema,
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  allSessions: z.boolean(),
  sessionIds: z.array(z.number().int()),
  validFrom: z.iso.datetime().nullable(),
  validUntil: z.iso.datetime().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerEmail: z.number().int().nullable(),
  affiliateId: z.number().int().nullable(),
  /** The affiliate's name, for the list. */
  affiliateName: z.string().nullable(),
  status: promoCodeStatusSchema,
  /** Made in Manage Events (`admin`) or by the affiliate under Links (`affiliate`). */
  madeBy: z.enum(['admin', 'affiliate']),
  /** Seats held or paid with the code (a hold released unpaid gives its use back). */
  usesSoFar: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const PROMO_CODES_PATH = '/api/v1/admin/promo-codes';
const promoCodeParams = z.object({ id: idField(PROMO_CODE_MESSAGES.notFound) });

export const listPromoCodes = defineEndpoint({
  method: 'GET',
  path: PROMO_CODES_PATH,
  response: z.array(promoCodeSchema),
});

export const createPromoCode = defineEndpoint({
  method: 'POST',
  path: PROMO_CODES_PATH,
  body: promoCodeFormSchema,
  response: promoCodeSchema,
});

export const updatePromoCode = defineEndpoint({
  method: 'PUT',
  path: `${PROMO_CODES_PATH}/:id`,
  params: promoCodeParams,
  body: promoCodeFormSchema,
  response: promoCodeSchema,
});

/** Disables (or turns back on) a code; a disabled code is refused with its own reason. */
export const setPromoCodeStatus = defineEndpoint({
  method: 'PUT',
  path: `${PROMO_CODES_PATH}/:id/status`,
  params: promoCodeParams,
  body: z.object({ status: promoCodeStatusSchema }),
  response: promoCodeSchema,
});

/** POST /api/v1/promo-codes/check: the RSVP modal's "Apply" (public, rate limited). */
export const checkPromoCodeSchema = z.object({
  promoCode: textField({
    label: 'Code',
    required: PROMO_CODE_MESSAGES.unknown,
    max: 64,
    tooLong: PROMO_CODE_MESSAGES.unknown,
  }),
  sessionId: idField(PROMO_CODE_MESSAGES.sessionRequired),
  /** The email typed so far, if any: a code used up for that address says so now rather than at payment. */
  email: z.string().max(254).optional().catch(undefined),
});

/** The price before and after a code, for the modal. */
export const promoQuoteSchema = z.object({
  code: z.string(),
  /** "20% off" or "$10.00 off". */
  discountLabel: z.string(),
  priceCents: z.number().int(),
  discountedCents: z.number().int(),
  currency: z.string(),
});
export type PromoQuote = z.infer<typeof promoQuoteSchema>;

export const checkPromoCode = defineEndpoint({
  method: 'POST',
  path: '/api/v1/promo-codes/check',
  body: checkPromoCodeSchema,
  response: promoQuoteSchema,
});
