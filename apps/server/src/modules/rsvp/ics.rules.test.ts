import { describe, expect, it } from 'vitest';
import { buildInvitation, escapeText, foldLine, type InvitationInput } from './ics.rules';

const base: InvitationInput = {
  uid: 'rsvp-7-session-3@meridian.example',
  title: 'Price Action Masterclass',
  description: 'Live trading session.',
  startsAt: new Date('2026-01-15T19:00:00Z'),
  durationMinutes: 90,
  timeZone: 'America/New_York',
  organizerName: 'Meridian Trading Academy',
  organizerEmail: 'events@meridian.example',
  attendeeName: 'Ada Lovelace',
  attendeeEmail: 'ada@example.com',
  url: 'https://meet.example.com/j/123',
  now: new Date('2026-01-02T10:11:12Z'),
};

interface Property {
  name: string;
  params: string;
  value: string;
}

/** Unfolds (RFC 5545 3.1) and splits each content line into name, parameters and value. */
function parse(ics: string): Property[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      const head = line.slice(0, colon);
      const [name = '', ...params] = head.split(';');
      return { name, params: params.join(';'), value: line.slice(colon + 1) };
    });
}

const one = (props: Property[], name: string) => props.find((p) => p.name === name);

function eventProps(ics: string): Property[] {
  const props = parse(ics);
  return props.slice(props.findIndex((p) => p.name === 'BEGIN' && p.value === 'VEVENT'));
}

/** The observance in force at `atMs` according to the VTIMEZONE: its TZOFFSETTO, as ±HHMM. */
function offsetFromVtimezone(ics: string, atMs: number): string | undefined {
  const props = parse(ics);
  let best: { onset: number; to: string } | undefined;
  let current: { start?: string; from?: string; to?: string } = {};
  for (const prop of props) {
    if (prop.name === 'BEGIN' && ['STANDARD', 'DAYLIGHT'].includes(prop.value)) current = {};
    if (prop.name === 'DTSTART' && !prop.params) current.start = prop.value;
    if (prop.name === 'TZOFFSETFROM') current.from = prop.value;
    if (prop.name === 'TZOFFSETTO') current.to = prop.value;
    if (prop.name === 'END' && ['STANDARD', 'DAYLIGHT'].includes(prop.value)) {
      const { start = '', from = '', to = '' } = current;
      const local = Date.UTC(
        +start.slice(0, 4),
        +start.slice(4, 6) - 1,
        +start.slice(6, 8),
        +start.slice(9, 11),
        +start.slice(11, 13),
      );
      const fromMinutes = (from.startsWith('-') ? -1 : 1) * (+from.slice(1, 3) * 60 + +from.slice(3, 5));
      const onset = local - fromMinutes * 60_000;
      if (onset <= atMs && (!best || onset > best.onset)) best = { onset, to };
    }
  }
  return best?.to;
}

describe('buildInvitation', () => {
  it('writes a well-formed calendar with CRLF endings and the required properties', () => {
    const ics = buildInvitation(base);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const props = parse(ics);
    expect(props[0]).toMatchObject({ name: 'BEGIN', value: 'VCALENDAR' });
    expect(one(props, 'VERSION')?.value).toBe('2.0');
    expect(one(props, 'PRODID')?.value).toMatch(/^-\/\/.+\/\/EN$/);
    expect(one(props, 'CALSCALE')?.value).toBe('GREGORIAN');
    expect(one(props, 'METHOD')?.value).toBe('REQUEST');
    const event = eventProps(ics);
    expect(one(event, 'UID')?.value).toBe('rsvp-7-session-3@meridian.example');
    expect(one(event, 'DTSTAMP')?.value).toBe('20260102T101112Z');
    expect(one(event, 'SUMMARY')?.value).toBe('Price Action Masterclass');
    expect(one(event, 'URL')?.value).toBe('https://meet.example.com/j/123');
    expect(one(event, 'LOCATION')?.value).toBe('https://meet.example.com/j/123');
    expect(one(event, 'STATUS')?.value).toBe('CONFIRMED');
    expect(one(event, 'SEQUENCE')?.value).toBe('0');
  });

  it('starts at local wall time in New York in winter (EST) and in summer (EDT)', () => {
    const winter = buildInvitation(base);
    expect(one(eventProps(winter), 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: 'TZID=America/New_York',
      value: '20260115T140000',
    });
    const zone = parse(winter);
    expect(one(zone, 'TZID')?.value).toBe('America/New_York');
    expect(winter).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400');
    expect(winter).toContain('BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500');
    // The change before the event's year covers a January start.
    expect(winter).toContain('BEGIN:STANDARD\r\nDTSTART:20251102T020000');
    expect(offsetFromVtimezone(winter, base.startsAt.getTime())).toBe('-0500');

    const summerStart = new Date('2026-07-01T18:00:00Z');
    const summer = buildInvitation({ ...base, startsAt: summerStart });
    expect(one(eventProps(summer), 'DTSTART')?.value).toBe('20260701T140000');
    expect(offsetFromVtimezone(summer, summerStart.getTime())).toBe('-0400');
  });

  it('gives a zone without daylight saving one STANDARD block (Asia/Kolkata, +05:30)', () => {
    const startsAt = new Date('2026-03-10T08:30:00Z');
    const ics = buildInvitation({ ...base, timeZone: 'Asia/Kolkata', startsAt });
    expect(one(eventProps(ics), 'DTSTART')).toMatchObject({ params: 'TZID=Asia/Kolkata', value: '20260310T140000' });
    expect(ics.match(/BEGIN:STANDARD/g)).toHaveLength(1);
    expect(ics).not.toContain('BEGIN:DAYLIGHT');
    expect(ics).toContain('DTSTART:19700101T000000\r\nTZOFFSETFROM:+0530\r\nTZOFFSETTO:+0530');
  });

  it('handles UTC', () => {
    const ics = buildInvitation({ ...base, timeZone: 'UTC', startsAt: new Date('2026-05-05T09:15:00Z') });
    expect(one(eventProps(ics), 'DTSTART')).toMatchObject({ params: 'TZID=UTC', value: '20260505T091500' });
    expect(ics).toContain('TZOFFSETFROM:+0000\r\nTZOFFSETTO:+0000');
  });

  it.each([
    ['Australia/Sydney', '2026-01-20T01:00:00Z', '+1100'],
    ['Australia/Sydney', '2026-06-20T01:00:00Z', '+1000'],
    ['Australia/Lord_Howe', '2026-01-20T01:00:00Z', '+1100'],
    ['Europe/London', '2026-10-30T12:00:00Z', '+0000'],
    ['America/Sao_Paulo', '2026-12-01T12:00:00Z', '-0300'],
    ['Asia/Kathmandu', '2026-12-01T12:00:00Z', '+0545'],
  ])('covers the event with the right offset in %s at %s', (timeZone, start, offset) => {
    const startsAt = new Date(start);
    expect(offsetFromVtimezone(buildInvitation({ ...base, timeZone, startsAt }), startsAt.getTime())).toBe(offset);
  });

  it('writes the duration, the organiser and the attendee', () => {
    const event = eventProps(buildInvitation({ ...base, attendeeName: 'Lovelace, Ada' }));
    expect(one(event, 'DURATION')?.value).toBe('PT90M');
    expect(one(event, 'ORGANIZER')).toEqual({
      name: 'ORGANIZER',
      params: 'CN=Meridian Trading Academy',
      value: 'mailto:events@meridian.example',
    });
    expect(one(event, 'ATTENDEE')).toEqual({
      name: 'ATTENDEE',
      params: 'CN="Lovelace, Ada";RSVP=FALSE',
      value: 'mailto:ada@example.com',
    });
  });

  it('folds long lines at 75 octets without splitting UTF-8 characters', () => {
    const description = `Bring your questions — we’ll cover risk, sizing and journaling. ${'Überraschung! '.repeat(20)}`;
    const ics = buildInvitation({ ...base, description });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics.split('\r\n').filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    expect(ics).not.toContain('\uFFFD');
    expect(one(eventProps(ics), 'DESCRIPTION')?.value).toBe(escapeText(description));
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('é'.repeat(40))).toBe(`${'é'.repeat(37)}\r\n ${'é'.repeat(3)}`);
  });

  it('escapes backslashes, semicolons, commas and newlines in TEXT values', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
    const event = eventProps(
      buildInvitation({ ...base, title: 'Risk; reward, and you', description: 'Line 1\nLine 2' }),
    );
    expect(one(event, 'SUMMARY')?.value).toBe('Risk\\; reward\\, and you');
    expect(one(event, 'DESCRIPTION')?.value).toBe('Line 1\\nLine 2');
  });

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED and the given sequence', () => {
    const ics = buildInvitation({ ...base, method: 'CANCEL', sequence: 4, url: null });
    expect(one(parse(ics), 'METHOD')?.value).toBe('CANCEL');
    const event = eventProps(ics);
    expect(one(event, 'STATUS')?.value).toBe('CANCELLED');
    expect(one(event, 'SEQUENCE')?.value).toBe('4');
    expect(one(event, 'URL')).toBeUndefined();
  });

  it('rejects an unknown zone and a bad duration with clear messages', () => {
    expect(() => buildInvitation({ ...base, timeZone: 'Mars/Olympus' })).toThrow('Unknown time zone "Mars/Olympus"');
    expect(() => buildInvitation({ ...base, durationMinutes: 0 })).toThrow(/positive whole number of minutes/);
  });
});
