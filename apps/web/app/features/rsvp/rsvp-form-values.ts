import type { rsvpFormSchema } from '@meridian/contracts/rsvp';
import type { joinWaitlistSchema } from '@meridian/contracts/rsvp-waitlist';
import type { FieldMap } from '../../lib/forms/place-errors';
import type { z } from 'zod';

/** The RSVP modal as typed. One checkbox stands for both the terms and the privacy agreement. */
export type RsvpValues = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** The chosen session's id, as the Date dropdown holds it ('' for none). */
  date: string;
  agreed: boolean;
};

export type RsvpData = z.output<typeof rsvpFormSchema>;
export type WaitlistData = z.output<typeof joinWaitlistSchema>;

export const EMPTY_RSVP: RsvpValues = { firstName: '', lastName: '', phone: '', email: '', date: '', agreed: false };

/** Where a schema or API error lands in the form: the waitlist's sessionId is the Date field. */
export const RSVP_FIELDS: FieldMap = {
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  email: 'email',
  date: 'date',
  sessionId: 'date',
  termsAgreed: 'agreed',
  privacyAgreed: 'agreed',
  promoCode: 'promoCode',
};

/** The booking as rsvpFormSchema reads it. */
export function rsvpInput(values: RsvpValues) {
  return { ...values, termsAgreed: values.agreed, privacyAgreed: values.agreed };
}

/**
 * A waitlist request as joinWaitlistSchema reads it: names, email and the session are needed; the
 * phone number is optional there but must be a real one when given.
 */
export function waitlistInput(values: RsvpValues) {
  return {
    sessionId: values.date,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    ...(values.phone.trim() ? { phone: values.phone } : {}),
  };
}
