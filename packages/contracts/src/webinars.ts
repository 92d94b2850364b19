import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { hasControlCharacters, idField, textField, withoutControls } from './fields';
import { registrationQuestionSchema, registrationQuestionsInputSchema } from './webinars-questions';

/** Manage Events: messages shown in the admin form and returned by the API (422). */
export const SESSION_MESSAGES = {
  title: 'Title is required',
  // The form's pickers show dates and times the browser's way (12-hour in the US): the messages name
  // no format. The API takes YYYY-MM-DD and HH:MM (24-hour), as its documentation says.
  date: 'Choose the date of the session',
  dateInvalid: 'Choose a real calendar date',
  time: 'Choose the start time',
  timeInvalid: 'Choose a real time of day',
  timezone: 'Choose a time zone from the list',
  past: 'The session must start in the future',
  durationMinutes: 'Duration must be a whole number of minutes from 15 to 600',
  capacity: 'Capacity must be a whole number of seats from 1 to 10,000',
  priceCents: 'Price must be between $1.00 and $100,000.00',
  joinUrl: 'Meeting link must be a web address starting with https://',
  doorsOpenMinutes: 'Doors open must be a whole number of minutes from 0 to 240 before the start',
  notFound: 'Session not found',
  alreadyCancelled: 'This session has already been cancelled',
  capacityBelowTaken: (taken: number) =>
    `Capacity cannot be lower than the ${taken} ${taken === 1 ? 'seat' : 'seats'} already paid for or held`,
} as const;

export const SESSION_LIMITS = {
  titleMax: 160,
  durationMin: 15,
  durationMax: 600,
  capacityMin: 1,
  capacityMax: 10_000,
  priceMinCents: 100,
  priceMaxCents: 10_000_000,
  doorsOpenMax: 240,
} as const;

/** How many minutes before the start attendees' join links open the meeting, unless the admin says otherwise. */
export const DEFAULT_DOORS_OPEN_MINUTES = 15;

/** True when `zone` is an IANA time zone this runtime knows (America/New_York, Europe/London, UTC). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: SESSION_MESSAGES.timezone })
  .trim()
  .refine((zone) => isTimeZone(zone) && !hasControlCharacters(zone), SESSION_MESSAGES.timezone);

const calendarDate = z
  .string({ error: SESSION_MESSAGES.date })
  .trim()
  .min(1, SESSION_MESSAGES.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, SESSION_MESSAGES.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), SESSION_MESSAGES.dateInvalid);
const clockTime = z
  .string({ error: SESSION_MESSAGES.time })
  .trim()
  .min(1, SESSION_MESSAGES.time)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, SESSION_MESSAGES.timeInvalid);

const wholeIn = (min: number, max: number, message: string) =>
  z.number({ message }).int(message).min(min, message).max(max, message);

/** What an admin types to create or edit a session. Date and time are wall-clock in `timezone`. */
export const sessionInputSchema = z.object({
  title: textField({ label: 'Title', required: SESSION_MESSAGES.title, max: SESSION_LIMITS.titleMax }),
  date: calendarDate,
  time: clockTime,
  timezone: timeZoneSchema,
  durationMinutes: wholeIn(SESSION_LIMITS.durationMin, SESSION_LIMITS.durationMax, SESSION_MESSAGES.durationMinutes),
  capacity: wholeIn(SESSION_LIMITS.capacityMin, SESSION_LIMITS.capacityMax, SESSION_MESSAGES.capacity),
  /** Omitted: the RSVP price from site settings ($500). */
  priceCents: wholeIn(SESSION_LIMITS.priceMinCents, SESSION_LIMITS.priceMaxCents, SESSION_MESSAGES.priceCents)
    .nullable()
    .optional(),
  joinUrl: withoutControls(
    z
      .string({ error: SESSION_MESSAGES.joinUrl })
      .trim()
      .max(2000, 'Meeting link must be at most 2000 characters')
      .regex(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?([/?#]\S*)?$/i, SESSION_MESSAGES.joinUrl),
    'Meeting link',
  ),
  /** Minutes before the start when attendees' personal join links lead into the meeting (docs/product.md, Joining). */
  doorsOpenMinutes: wholeIn(0, SESSION_LIMITS.doorsOpenMax, SESSION_MESSAGES.doorsOpenMinutes).default(
    DEFAULT_DOORS_OPEN_MINUTES,
  ),
  /** Questions the RSVP modal asks after its own fields (docs/product.md, Registration questions). */
  questions: registrationQuestionsInputSchema,
});
export type SessionInput = z.infer<typeof sessionInputSchema>;

export const sessionStatusSchema = z.enum(['scheduled', 'cancelled']);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** GET /api/v1/calendar item: an upcoming scheduled session as visitors see it. */
export const calendarItemSchema = z.object({
  id: z.number().int(),
  /** Wall-clock date and time in the session's own time zone. */
  date: z.string(),
  time: z.string(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  timezone: z.string(),
  durationMinutes: z.number().int(),
  seatsLeft: z.number().int(),
  priceCents: z.number().int(),
  currency: z.string(),
  /** The registration questions the RSVP modal asks for this session, in order. */
  questions: z.array(registrationQuestionSchema),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

/** A session as the admin sees it, with its seat counts. */
export const webinarSessionSchema = calendarItemSchema.extend({
  capacity: z.number().int(),
  /** The meeting's own address: admins only; attendees get their personal link (docs/product.md, Joining). */
  joinUrl: z.string(),
  doorsOpenMinutes: z.number().int(),
  status: sessionStatusSchema,
  seatsPaid: z.number().int(),
  /** Pending checkouts and open waitlist offers still inside their hold. */
  seatsHeld: z.number().int(),
  waitlistCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type WebinarSession = z.infer<typeof webinarSessionSchema>;

export const sessionIdParams = z.object({ id: idField(SESSION_MESSAGES.notFound) });

export const listCalendar = defineEndpoint({
  method: 'GET',
  path: '/api/v1/calendar',
  response: z.array(calendarItemSchema),
});

export const listAdminSessions = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/sessions',
  query: z.object({ scope: z.enum(['upcoming', 'past', 'all']).default('upcoming') }),
  response: z.array(webinarSessionSchema),
});

export const createSession = defineEndpoint({
  method: 'POST',
  path: '/api/v1/calendar',
  body: sessionInputSchema,
  response: webinarSessionSchema,
});

export const updateSession = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/calendar/:id',
  params: sessionIdParams,
  body: sessionInputSchema,
  response: webinarSessionSchema,
});

export const cancelSessionResultSchema = z.object({
  session: webinarSessionSchema,
  /** Paid registrations refunded now. */
  refunded: z.number().int(),
  /** Pending registrations cancelled (their checkouts closed). */
  released: z.number().int(),
  /** Refunds the payment provider refused; they stay listed as paid so the admin can retry. */
  refundFailures: z.number().int(),
});
export type CancelSessionResult = z.infer<typeof cancelSessionResultSchema>;

export const cancelSession = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/calendar/:id',
  params: sessionIdParams,
  response: cancelSessionResultSchema,
});

/** The subscribable iCalendar feed of upcoming public sessions (docs/product.md, Calendar). */
export const CALENDAR_FEED_PATH = '/api/v1/calendar.ics';
