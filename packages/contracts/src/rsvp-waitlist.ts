import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, textField } from './fields';
import { phoneSchema, requiredName, RSVP_MESSAGES, rsvpEmail } from './rsvp';
import { timeZoneSchema } from './webinars';

/** A full session's waitlist (docs/product.md, Webinar seats): joining it, and the offer of a freed seat. */
export const joinWaitlistSchema = z.object({
  sessionId: idField(RSVP_MESSAGES.date),
  firstName: requiredName('First name', RSVP_MESSAGES.firstName),
  lastName: requiredName('Last name', RSVP_MESSAGES.lastName),
  email: rsvpEmail,
  phone: phoneSchema.optional(),
  timeZone: timeZoneSchema.optional().catch(undefined),
});
export type JoinWaitlist = z.input<typeof joinWaitlistSchema>;

export const waitlistEntrySchema = z.object({
  sessionId: z.number().int(),
  email: z.string(),
  /** 1 = next in line. */
  position: z.number().int(),
  message: z.string(),
});

export const joinWaitlist = defineEndpoint({
  method: 'POST',
  path: '/api/v1/waitlist',
  body: joinWaitlistSchema,
  response: waitlistEntrySchema,
});

/** An offer emailed to the next person on a waitlist; its link opens the RSVP modal pre-filled. */
export const waitlistOfferSchema = z.object({
  token: z.string(),
  sessionId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

export const getWaitlistOffer = defineEndpoint({
  method: 'GET',
  path: '/api/v1/waitlist/offers/:token',
  params: z.object({
    token: textField({
      label: 'Offer',
      required: RSVP_MESSAGES.offerInvalid,
      max: 128,
      tooLong: RSVP_MESSAGES.offerInvalid,
    }),
  }),
  response: waitlistOfferSchema,
});
