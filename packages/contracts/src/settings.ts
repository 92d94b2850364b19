import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const DEFAULT_TAGLINE = 'Professional Trading Solutions';

export const pricesSchema = z.object({
  rsvpCents: z.number().int().nonnegative(),
  advertisingMonthlyCents: z.number().int().nonnegative(),
  advertisingYearlyCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
  /** The tax the checkout adds on top of these prices ("plus VAT 20 %"), or null when they are the total. */
  addedTax: z.object({ label: z.string(), basisPoints: z.number().int() }).nullable(),
});
export type Prices = z.infer<typeof pricesSchema>;

export const socialNetworks = ['youtube', 'x', 'instagram', 'linkedin', 'facebook'] as const;
export const socialLinkSchema = z.object({
  network: z.enum(socialNetworks),
  url: z.url({ protocol: /^https$/, message: 'Social links must be https URLs.' }),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** Amplify's Auth configuration, exactly as `Amplify.configure({ Auth })` takes it. */
export const amplifyAuthConfigSchema = z.object({
  Cognito: z.object({
    userPoolId: z.string(),
    userPoolClientId: z.string(),
    userPoolEndpoint: z.string().optional(),
  }),
});
export type AmplifyAuthConfig = z.infer<typeof amplifyAuthConfigSchema>;

/**
 * The seat refund policy as answers carry it: the public config brings it to every page, so this is
 * the plain shape; the input's rules and messages are in settings-refund-policy.ts.
 */
export const refundPolicyViewSchema = z.object({
  /** `until`: full refund until `hours` before the start, none after; `none`: no refunds. */
  kind: z.enum(['until', 'none']),
  /** Kept when the kind is `none`, so switching back restores the number. */
  hours: z.number().int(),
});
/** The allow-listed settings the browser may see (GET /api/config). */
export const publicConfigSchema = z.object({
  siteName: z.string(),
  tagline: z.string(),
  prices: pricesSchema,
  /** How long a webinar seat is held while the visitor pays (RSVP_HOLD_MINUTES, 30 to 1440). */
  seatHoldMinutes: z.number().int().positive(),
  /** The seat refund policy (Site settings → Refund policy), which the RSVP modal states. */
  refundPolicy: refundPolicyViewSchema,
  social: z.array(socialLinkSchema),
  /** The business's postal address (campaign email footers; site settings). */
  postalAddress: z.string(),
  auth: amplifyAuthConfigSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const getPublicConfig = defineEndpoint({
  method: 'GET',
  path: '/api/config',
  response: publicConfigSchema,
});
