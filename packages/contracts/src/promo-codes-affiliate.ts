import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { promoCodeStatusSchema, promoCodeText } from './promo-codes';

/**
 * An affiliate's promo codes under Links (docs/product.md, Promo codes): the codes the admin tied to
 * them and, when the program allows it, the one code they make themselves. A sale with either is
 * credited to them even without a referral click.
 */
export const AFFILIATE_CODE_MESSAGES = {
  notAllowed: 'The affiliate program does not let affiliates create their own codes. Ask the admin for one.',
  alreadyHave: 'You already have your own code. Ask the admin if it needs to change.',
  cannotEarn: 'Your account cannot be credited with sales at the moment, so a code would credit no one. Ask the admin.',
} as const;

export const affiliatePromoCodeSchema = z.object({
  code: z.string(),
  /** "10% off" or "$25.00 off". */
  discountLabel: z.string(),
  /** Every session, or how many chosen sessions. */
  sessionsLabel: z.string(),
  validUntil: z.iso.datetime().nullable(),
  status: promoCodeStatusSchema,
  usesSoFar: z.number().int(),
  /** Made by the affiliate under Links, or by the admin in Manage Events. */
  madeBy: z.enum(['affiliate', 'admin']),
});
export type AffiliatePromoCode = z.infer<typeof affiliatePromoCodeSchema>;

export const affiliatePromoCodesSchema = z.object({
  /** Whether the caller may make their own code now (the program allows it and they have none). */
  canCreate: z.boolean(),
  /** Why not, when they cannot and have no own code: null when they can or already have one. */
  cannotCreateReason: z.string().nullable(),
  /** The discount a code they make gives (the program's setting). */
  ownCodePercentOff: z.number().int(),
  codes: z.array(affiliatePromoCodeSchema),
});
export type AffiliatePromoCodes = z.infer<typeof affiliatePromoCodesSchema>;

export const AFFILIATE_PROMO_CODES_PATH = '/api/v1/affiliate/promo-codes';

export const listAffiliatePromoCodes = defineEndpoint({
  method: 'GET',
  path: AFFILIATE_PROMO_CODES_PATH,
  response: affiliatePromoCodesSchema,
});

export const createAffiliatePromoCodeSchema = z.object({ code: promoCodeText });
export type CreateAffiliatePromoCode = z.input<typeof createAffiliatePromoCodeSchema>;

/** Makes the caller's own code: every session, the program's discount, no limits (the admin can add them). */
export const createAffiliatePromoCode = defineEndpoint({
  method: 'POST',
  path: AFFILIATE_PROMO_CODES_PATH,
  body: createAffiliatePromoCodeSchema,
  response: affiliatePromoCodesSchema,
});
