import { DEFAULT_DOORS_OPEN_MINUTES, SESSION_MESSAGES, type WebinarSession } from '@meridian/contracts/webinars';
import {
  registrationQuestionInputSchema,
  type QuestionKind,
  type RegistrationQuestion,
} from '@meridian/contracts/webinars-questions';
import type { ContractRules } from '../../lib/forms/contract-resolver';
import type { FieldMap } from '../../lib/forms/place-errors';

/** The form as typed: number fields hold '' while empty, the price is in dollars. */
export type SessionFormValues = {
  title: string;
  date: string;
  time: string;
  timezone: string;
  durationMinutes: number | string;
  capacity: number | string;
  price: number | string;
  joinUrl: string;
  doorsOpenMinutes: number | string;
  /** The RSVP modal's questions, in order (docs/product.md, Registration questions). */
  questions: QuestionDraft[];
};

/** A registration question as typed: choice options one per line; `id` once the server has given one. */
export type QuestionDraft = {
  id?: string;
  kind: QuestionKind;
  label: string;
  options: string;
  required: boolean;
};

export const newQuestion = (): QuestionDraft => ({ kind: 'text', label: '', options: '', required: false });

const questionDraft = (q: RegistrationQuestion): QuestionDraft => ({
  id: q.id,
  kind: q.kind,
  label: q.label,
  options: q.options.join('\n'),
  required: q.required,
});

const questionInput = ({ id, options, ...q }: QuestionDraft) => ({
  ...(id ? { id } : {}),
  ...q,
  options: options.split('\n'),
});

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
    doorsOpenMinutes: DEFAULT_DOORS_OPEN_MINUTES,
    questions: [],
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
    doorsOpenMinutes: session.doorsOpenMinutes,
    questions: session.questions.map(questionDraft),
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

/** Where the schema's and the server's paths land: the price is typed in dollars, sent in cents. */
export const SESSION_FIELDS: FieldMap = {
  title: 'title',
  date: 'date',
  time: 'time',
  timezone: 'timezone',
  durationMinutes: 'durationMinutes',
  capacity: 'capacity',
  priceCents: 'price',
  joinUrl: 'joinUrl',
  doorsOpenMinutes: 'doorsOpenMinutes',
  questions: 'questions',
};

interface SessionRulesOptions {
  /** The session being edited: an unchanged start is the server's to judge, even if it has passed. */
  original?: Pick<SessionFormValues, 'date' | 'time' | 'timezone'>;
  now?: Date;
}

/** The form as sessionInputSchema reads it: numbers from what was typed, dollars into cents. */
function sessionInput(values: SessionFormValues) {
  const price = toNumber(values.price);
  return {
    title: values.title,
    date: values.date,
    time: values.time,
    timezone: values.timezone,
    durationMinutes: toNumber(values.durationMinutes),
    capacity: toNumber(values.capacity),
    priceCents: Number.isNaN(price) ? price : Math.round(price * 100),
    joinUrl: values.joinUrl,
    doorsOpenMinutes: toNumber(values.doorsOpenMinutes),
    questions: values.questions.map(questionInput),
  };
}

/** Each question's own messages, under its own fields (`questions.2.options`). */
function questionErrors(questions: readonly QuestionDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  questions.forEach((q, index) => {
    const result = registrationQuestionInputSchema.safeParse(questionInput(q));
    for (const issue of result.success ? [] : result.error.issues) {
      errors[`questions.${index}.${String(issue.path[0] ?? 'label')}`] ??= issue.message;
    }
  });
  return errors;
}

/**
 * How the session form is checked: the shared schema (every message at once), and that the start lies
 * in the future in the chosen zone.
 */
export function sessionRules({ original, now }: SessionRulesOptions = {}): ContractRules<SessionFormValues> {
  return {
    toInput: sessionInput,
    fields: SESSION_FIELDS,
    extraRules: (values, errors) => {
      const perQuestion = questionErrors(values.questions);
      const start = startRule(values, errors, original, now);
      return { ...perQuestion, ...start };
    },
  };
}

/** A new or moved start must lie in the future in the chosen zone. */
function startRule(
  values: SessionFormValues,
  errors: Readonly<Record<string, string>>,
  original: SessionRulesOptions['original'],
  now: Date | undefined,
): Partial<Record<string, string>> {
  const startUnchanged =
    original &&
    original.date === values.date.trim() &&
    original.time === values.time.trim() &&
    original.timezone === values.timezone;
  if (errors.date || errors.time || errors.timezone || startUnchanged) return {};
  const current = wallClockNow(values.timezone.trim(), now ?? new Date());
  return current && `${values.date.trim()}T${values.time.trim()}` <= current ? { date: SESSION_MESSAGES.past } : {};
}
