import type { ApiFieldError } from '@meridian/contracts/api';
import { joinWaitlistSchema, rsvpFormSchema } from '@meridian/contracts/rsvp';
import type { z } from 'zod';

/** The RSVP modal as typed. One checkbox stands for both the terms and the privacy agreement. */
export interface RsvpValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** The chosen session's id, as the Date dropdown holds it ('' for none). */
  date: string;
  agreed: boolean;
}
export type RsvpField = keyof RsvpValues;
export type RsvpErrors = Partial<Record<RsvpField, string>>;

export type RsvpData = z.output<typeof rsvpFormSchema>;
export type WaitlistData = z.output<typeof joinWaitlistSchema>;

export const EMPTY_RSVP: RsvpValues = { firstName: '', lastName: '', phone: '', email: '', date: '', agreed: false };

/** Where a schema or API error lands in the form: the waitlist's sessionId is the Date field. */
const FIELD_OF: Record<string, RsvpField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  email: 'email',
  date: 'date',
  sessionId: 'date',
  termsAgreed: 'agreed',
  privacyAgreed: 'agreed',
};

function toErrors(problems: { field: string; message: string }[]): RsvpErrors {
  const errors: RsvpErrors = {};
  for (const { field, message } of problems) {
    const target = FIELD_OF[field];
    if (target && !errors[target]) errors[target] = message;
  }
  return errors;
}

function issuesOf(error: z.ZodError) {
  return error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }));
}

/** The API's per-field errors (422) as form errors; paths are dotted (`email`, `date`). */
export function errorsFromApi(errors: readonly ApiFieldError[]): RsvpErrors {
  return toErrors(errors.map((error) => ({ field: error.path.split('.')[0] ?? '', message: error.message })));
}

/** Checks the booking with the shared schema; every field's first message at once. */
export function validateRsvp(values: RsvpValues): { data: RsvpData } | { errors: RsvpErrors } {
  const result = rsvpFormSchema.safeParse({
    ...values,
    termsAgreed: values.agreed,
    privacyAgreed: values.agreed,
  });
  return result.success ? { data: result.data } : { errors: toErrors(issuesOf(result.error)) };
}

/**
 * Checks a waitlist request with the shared schema: names, email and the session are needed; the
 * phone number is optional there but must be a real one when given.
 */
export function validateWaitlist(values: RsvpValues): { data: WaitlistData } | { errors: RsvpErrors } {
  const result = joinWaitlistSchema.safeParse({
    sessionId: values.date,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    ...(values.phone.trim() ? { phone: values.phone } : {}),
  });
  return result.success ? { data: result.data } : { errors: toErrors(issuesOf(result.error)) };
}
