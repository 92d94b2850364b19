import { SESSION_MESSAGES, sessionInputSchema } from '@meridian/contracts/webinars';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { contractResolver } from '../../lib/forms/contract-resolver';
import { failureErrors } from '../../lib/forms/failure-errors';
import {
  newSessionValues,
  SESSION_FIELDS,
  sessionRules,
  wallClockNow,
  type SessionFormValues,
} from './session-form-values';

/** The form's check as the hook runs it: the request body, or the messages by field. */
function validateSessionForm(values: SessionFormValues, options: Parameters<typeof sessionRules>[0] = {}) {
  const result = contractResolver(sessionInputSchema, sessionRules(options))(values);
  if ('data' in result) return result;
  expect(result.errors.form).toBeNull();
  return { errors: result.errors.fields };
}

const now = new Date('2026-11-21T12:00:00Z');

const valid: SessionFormValues = {
  ...newSessionValues('America/New_York', 50_000),
  title: ' Options basics ',
  date: '2026-12-01',
  time: '19:00',
  joinUrl: 'https://meet.example.com/r/1',
};

describe('session form values', () => {
  it('starts in the admin zone at the site price, 60 minutes, 50 seats', () => {
    expect(newSessionValues('Europe/Paris', 50_000)).toMatchObject({
      timezone: 'Europe/Paris',
      price: 500,
      durationMinutes: 60,
      capacity: 50,
    });
  });

  it('turns a valid form into the request body, dollars into cents', () => {
    const result = validateSessionForm({ ...valid, price: 499.99 }, { now });
    expect(result).toEqual({
      data: {
        title: 'Options basics',
        date: '2026-12-01',
        time: '19:00',
        timezone: 'America/New_York',
        durationMinutes: 60,
        capacity: 50,
        priceCents: 49_999,
        joinUrl: 'https://meet.example.com/r/1',
        doorsOpenMinutes: 15,
        questions: [],
      },
    });
  });

  it('shows every message at once: empty title, past date, capacity 0, http link, empty numbers', () => {
    const result = validateSessionForm(
      {
        ...valid,
        title: '  ',
        date: '2026-11-20',
        capacity: 0,
        joinUrl: 'http://meet.example.com',
        durationMinutes: '',
        price: '',
      },
      { now },
    );
    expect(result).toEqual({
      errors: {
        title: SESSION_MESSAGES.title,
        date: SESSION_MESSAGES.past,
        capacity: SESSION_MESSAGES.capacity,
        joinUrl: SESSION_MESSAGES.joinUrl,
        durationMinutes: SESSION_MESSAGES.durationMinutes,
        price: SESSION_MESSAGES.priceCents,
      },
    });
  });

  it('judges "past" on the clocks of the chosen zone', () => {
    // 12:00 UTC is 07:00 in New York and 21:00 in Tokyo on 21 November.
    const at = (time: string, timezone: string) =>
      validateSessionForm({ ...valid, date: '2026-11-21', time, timezone }, { now });
    expect(at('08:00', 'America/New_York')).toHaveProperty('data');
    expect(at('06:59', 'America/New_York')).toEqual({ errors: { date: SESSION_MESSAGES.past } });
    expect(at('20:00', 'Asia/Tokyo')).toEqual({ errors: { date: SESSION_MESSAGES.past } });
    expect(at('21:30', 'Asia/Tokyo')).toHaveProperty('data');
  });

  it('leaves an unchanged start of an edited session to the server, but checks a moved one', () => {
    const original = { date: '2026-11-01', time: '10:00', timezone: 'UTC' };
    const edited = { ...valid, ...original, title: 'Renamed' };
    expect(validateSessionForm(edited, { now, original })).toHaveProperty('data');
    expect(validateSessionForm({ ...edited, time: '11:00' }, { now, original })).toEqual({
      errors: { date: SESSION_MESSAGES.past },
    });
  });

  it('names bad dates, times and zones with the shared messages', () => {
    const result = validateSessionForm({ ...valid, date: '', time: '7pm', timezone: 'Mars/Olympus' }, { now });
    expect(result).toEqual({
      errors: { date: SESSION_MESSAGES.date, time: SESSION_MESSAGES.timeInvalid, timezone: SESSION_MESSAGES.timezone },
    });
  });

  it('places server field errors under their fields and anything else on the form', () => {
    const refused = new ApiError('Check the highlighted fields.', 422, [
      { path: 'priceCents', message: 'Too cheap' },
      { path: 'capacity', message: SESSION_MESSAGES.capacityBelowTaken(3) },
      { path: '', message: 'Something else' },
    ]);
    expect(failureErrors(refused, { fields: SESSION_FIELDS })).toEqual({
      fields: { price: 'Too cheap', capacity: SESSION_MESSAGES.capacityBelowTaken(3) },
      form: 'Something else',
    });
  });

  it('reads the wall clock of a zone', () => {
    expect(wallClockNow('Asia/Tokyo', now)).toBe('2026-11-21T21:00');
    expect(wallClockNow('America/New_York', now)).toBe('2026-11-21T07:00');
    expect(wallClockNow('Not/AZone', now)).toBeNull();
  });
});
