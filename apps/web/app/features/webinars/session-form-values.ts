import {
  SESSION_MESSAGES,
  sessionInputSchema,
  type SessionInput,
  type WebinarSession,
} from '@meridian/contracts/webinars';

/** The form as typed: number fields hold '' while empty, the price is in dollars. */
export interface SessionFormValues {
  title: string;
  date: string;
  time: string;
  timezone: string;
  durationMinutes: number | string;
  capacity: number | string;
  price: number | string;
  joinUrl: string;
}

export type SessionField = keyof SessionFormValues;
export type SessionFormErrors = Partial<Record<SessionField, string>> & { form?: string };

export const DEFAULT_DURATION_MINUTES = 60;
export const DEFAULT_CAPACITY = 50;

/** A new session: empty, in the admin's own zone, at the site's RSVP price. */
export function newSessionValues(timezone: string, priceCents: number): SessionFormValues {
  return {
    title: '',
    date: '',
    time: '',
    timezone,
    durationMinutes: DEFAULT_DURATION_MINUTES,
    capacity: DEFAULT_CAPACITY,
    price: priceCents / 100,
    joinUrl: '',
  };
}

/** An existing session, as its form shows it (date and time are the wall clock in its own zone). */
export function sessionValues(session: WebinarSession): SessionFormValues {
  return {
    title: session.title,
    date: session.date,
    time: session.time,
    timezone: session.timezone,
    durationMinutes: session.durationMinutes,
    capacity: session.capacity,
    price: session.priceCents / 100,
    joinUrl: session.joinUrl,
  };
}

/** "YYYY-MM-DDTHH:MM" of now on the clocks of `timeZone`, or null for an unknown zone. */
export function wallClockNow(timeZone: string, now = new Date()): string | null {
  try {
    // Swedish dates are ISO-shaped: "2026-11-21 14:05".
    const text = now.toLocaleString('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    return text.replace(' ', 'T');
  } catch {
    return null;
  }
}

function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

const SCHEMA_FIELD: Record<string, SessionField> = {
  title: 'title',
  date: 'date',
  time: 'time',
  timezone: 'timezone',
  durationMinutes: 'durationMinutes',
  capacity: 'capacity',
  priceCents: 'price',
  joinUrl: 'joinUrl',
};

/**
 * Messages keyed by form field, the first per field: zod issues, or the server's 422 `errors` (dotted
 * paths). Anything that is not a field goes to `form`.
 */
export function sessionFieldErrors(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]) {
  const errors: SessionFormErrors = {};
  for (const issue of issues) {
    const head = typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0];
    const field = SCHEMA_FIELD[String(head ?? '')];
    if (field) errors[field] ??= issue.message;
    else errors.form ??= issue.message;
  }
  return errors;
}

interface ValidateOptions {
  /** The session being edited: an unchanged start is the server's to judge, even if it has passed. */
  original?: Pick<SessionFormValues, 'date' | 'time' | 'timezone'>;
  now?: Date;
}

/**
 * Checks the form with the shared schema (every message at once) and that the start lies in the
 * future in the chosen zone. Returns the request body or the errors to show.
 */
export function validateSessionForm(
  values: SessionFormValues,
  { original, now = new Date() }: ValidateOptions = {},
): { data: SessionInput } | { errors: SessionFormErrors } {
  const price = toNumber(values.price);
  const result = sessionInputSchema.safeParse({
    title: values.title,
    date: values.date,
    time: values.time,
    timezone: values.timezone,
    durationMinutes: toNumber(values.durationMinutes),
    capacity: toNumber(values.capacity),
    priceCents: Number.isNaN(price) ? price : Math.round(price * 100),
    joinUrl: values.joinUrl,
  });
  const errors = result.success ? {} : sessionFieldErrors(result.error.issues);
  const startUnchanged =
    original &&
    original.date === values.date.trim() &&
    original.time === values.time.trim() &&
    original.timezone === values.timezone;
  if (!errors.date && !errors.time && !errors.timezone && !startUnchanged) {
    const current = wallClockNow(values.timezone.trim(), now);
    if (current && `${values.date.trim()}T${values.time.trim()}` <= current) errors.date = SESSION_MESSAGES.past;
  }
  if (result.success && Object.keys(errors).length === 0) return { data: result.data };
  return { errors };
}
