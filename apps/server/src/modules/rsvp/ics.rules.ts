import { icsDateTime, icsLocalDateTime, isTimeZone, vtimezoneLines } from './ics-time-zone.rules';

export interface InvitationInput {
  /** Stable per attendee and event: a later CANCEL or update with the same UID replaces the entry. */
  uid: string;
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  /** IANA zone the event is shown in (DTSTART;TZID=…). */
  timeZone: string;
  organizerName: string;
  organizerEmail: string;
  attendeeName: string;
  attendeeEmail: string;
  url: string | null;
  now: Date;
  method?: 'REQUEST' | 'CANCEL';
  /** Must grow with every update of the same UID (a CANCEL needs a higher one than the REQUEST). */
  sequence?: number;
}

const PRODID = '-//Meridian Trading Academy//Webinar RSVP//EN';
const MAX_LINE_OCTETS = 75;

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** URIs, addresses and UIDs are written as they are, minus anything that could end the line. */
function singleLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '').trim();
}

/** A parameter value (CN=…): quoted when it holds : ; or , ; double quotes and control characters dropped. */
function paramValue(value: string): string {
  const clean = singleLine(value).replace(/"/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // Continuation lines begin with one space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

function checkInput(input: InvitationInput): void {
  if (!isTimeZone(input.timeZone)) throw new Error(`Unknown time zone "${input.timeZone}" for the invitation`);
  if (Number.isNaN(input.startsAt.getTime())) throw new Error('The invitation needs a valid start time');
  if (!Number.isInteger(input.durationMinutes) || input.durationMinutes <= 0) {
    throw new Error(
      `The invitation's duration must be a positive whole number of minutes, not ${input.durationMinutes}`,
    );
  }
}

/** An iCalendar (RFC 5545) invitation to one webinar session, in the event's own time zone. */
export function buildInvitation(input: InvitationInput): string {
  checkInput(input);
  const method = input.method ?? 'REQUEST';
  const startMs = input.startsAt.getTime();
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...vtimezoneLines(input.timeZone, startMs),
    'BEGIN:VEVENT',
    `UID:${singleLine(input.uid)}`,
    `DTSTAMP:${icsDateTime(input.now.getTime())}Z`,
    `DTSTART;TZID=${input.timeZone}:${icsLocalDateTime(input.timeZone, startMs)}`,
    `DURATION:PT${input.durationMinutes}M`,
    `SEQUENCE:${input.sequence ?? 0}`,
    `SUMMARY:${escapeText(input.title)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    ...(input.url ? [`URL:${singleLine(input.url)}`, `LOCATION:${escapeText(singleLine(input.url))}`] : []),
    `ORGANIZER;CN=${paramValue(input.organizerName)}:mailto:${singleLine(input.organizerEmail)}`,
    `ATTENDEE;CN=${paramValue(input.attendeeName)};RSVP=FALSE:mailto:${singleLine(input.attendeeEmail)}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

export interface FeedEvent {
  uid: string;
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  url: string;
}

/**
 * The subscribable calendar of upcoming public sessions (METHOD:PUBLISH, times in UTC so every
 * calendar shows them in its own zone). Unlike an invitation it names no attendee and no join link.
 */
export function buildFeed(input: { name: string; events: readonly FeedEvent[]; now: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...input.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${singleLine(event.uid)}`,
      `DTSTAMP:${icsDateTime(input.now.getTime())}Z`,
      `DTSTART:${icsDateTime(event.startsAt.getTime())}Z`,
      `DURATION:PT${event.durationMinutes}M`,
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${singleLine(event.url)}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
